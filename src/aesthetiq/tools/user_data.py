"""User data tool (seed 000 §5.4): the account profile and settings (sizes and budget live in style DNA)."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import ValidationError

from aesthetiq.models import UserProfile
from aesthetiq.store.base import Store
from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec
from aesthetiq.tools.validation import UserId

log = logging.getLogger("aesthetiq.tools.user_data")


class UserRequest(ToolRequest):
    user_id: UserId


def find_user(store: Store, user_id: str) -> dict[str, Any] | None:
    """The ``users`` document whose clerkId (the id every other collection uses) is ``user_id``."""
    return store.find_one("users", clerkId=user_id) or store.get("users", user_id)


def get_user_profile(ctx: ToolContext, request: UserRequest) -> dict[str, Any]:
    doc = find_user(ctx.store, request.user_id)
    if doc is None:
        raise ToolError(f"no profile for user {request.user_id!r}", status=404)
    try:
        profile = UserProfile.model_validate(doc)
    except ValidationError as exc:
        # A stored document that no longer fits the model is an operator problem, not the caller's.
        log.error("users document of %s does not validate: %s", request.user_id, exc)
        raise ToolError(f"the stored profile of user {request.user_id!r} is unreadable", status=500) from exc
    return {
        "user_id": profile.clerkId,
        "email": profile.email,
        "name": profile.name,
        "avatar_url": profile.avatarUrl,
        "subscription_status": profile.subscriptionStatus,
        "role": profile.role,
        "settings": profile.settings.model_dump(mode="json"),
    }


SPECS: list[ToolSpec] = [
    ToolSpec(
        name="get_user_profile",
        group="user-data",
        summary="Fetch the user's account profile and settings.",
        description=(
            "Fetch the user's account profile: name, email, subscription, and settings such as "
            "currency, units and shopping region. Use it to address the user by name or to quote "
            "prices in their currency. Sizes, favourite brands and budget are in get_style_dna instead. "
            "Argument: user_id. Returns {user_id, email, name, avatar_url, subscription_status, role, "
            "settings}."
        ),
        request=UserRequest,
        function=get_user_profile,
    ),
]
