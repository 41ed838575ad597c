"""User data tool (seed 000 §5.4): the account profile and settings (sizes and budget live in style DNA)."""

from __future__ import annotations

import logging
from typing import Annotated, Any

from pydantic import Field, ValidationError

from aesthetiq.models import UserProfile
from aesthetiq.store.base import Store
from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec, View
from aesthetiq.tools.results import UserProfileResult
from aesthetiq.tools.views import as_is, fields_text

log = logging.getLogger("aesthetiq.tools.user_data")

# Optional since the caller is usually known (signed header, bearer token, `aesthetiq mcp`'s user);
# registry.invoke fills it in, and refuses one that names someone else. (The server's instructions
# say so once, rather than each of the thirteen tools that take it.)
CallerId = Annotated[str | None, Field(None, min_length=1, max_length=128)]


class UserRequest(ToolRequest):
    user_id: CallerId


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
        summary="Account and settings",
        description=(
            "The user's account (name, email, subscription) and settings (currency, units, region). Their "
            "style, sizes and budget are in get_style_dna."
        ),
        request=UserRequest,
        function=get_user_profile,
        view=View(output=UserProfileResult, shape=as_is, text=fields_text),
    ),
]
