"""Conversations that build on what was shown and requests that need more than a garment and a colour,
through the real gateway, agent and tool server (same fixtures and demo user as test_user_journeys):
picks from a list, paging, feedback, pieces to go with a shown item, gifts, brands and kinds the shop
does not sell, sizes in other systems, dress codes and formality floors, and the user's own palette."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx

from aesthetiq.settings import Settings
from tests.journeys.expect import chat

RANK = {level: rank for rank, level in enumerate(("casual", "smart-casual", "business", "formal", "black-tie"))}


def test_the_cheapest_and_the_dearest_pick_from_the_list_shown(user: httpx.Client) -> None:
    listed = chat(user, "show me some linen shirts")
    prices = {item["id"]: item["price"] for item in listed["items"]}
    assert len(prices) >= 3

    cheapest = chat(user, "which one is the cheapest?", listed["session_id"])
    assert cheapest["intent"] == "compare" and len(cheapest["items"]) == 1
    assert cheapest["items"][0]["id"] == min(prices, key=prices.__getitem__)
    assert cheapest["response"].startswith("The cheapest is the **")

    # After a closer look at one item, "the most expensive" still means the list shown before it.
    dearest = chat(user, "tell me more about the most expensive one", listed["session_id"])
    assert dearest["items"][0]["id"] == max(prices, key=prices.__getitem__)
    assert dearest["response"].startswith("The most expensive is the **")

    second = chat(user, "does the second one suit me?", listed["session_id"])
    assert second["items"][0]["id"] == listed["items"][1]["id"]

    cheaper = chat(user, "cheaper ones", listed["session_id"])
    assert cheaper["intent"] == "clothing" and cheaper["items"]
    assert all(item["subCategory"] == "Shirt" for item in cheaper["items"]), "still linen shirts"
    assert not set(prices) & {item["id"] for item in cheaper["items"]}, "new ones, not those shown"
    assert all(item["price"] <= sorted(prices.values())[len(prices) // 2] for item in cheaper["items"])


def test_a_gift_is_chosen_for_the_wearer_not_by_the_users_palette(user: httpx.Client) -> None:
    reply = chat(user, "can you recommend a gift for my boyfriend? he likes streetwear")
    assert reply["filters"]["recipient"] == "boyfriend" and len(reply["items"]) >= 3
    assert reply["response"].startswith(("Here are", "I picked")) and "for your boyfriend" in reply["response"]
    for words in ("Warm Autumn", "your size", "palette", "near your face"):
        assert words not in reply["response"], f"the user's {words!r} says nothing about a gift"
    assert not {item["subCategory"] for item in reply["items"]} & {"Heels", "Blouse", "Jewelry"}, "streetwear, not satin heels"
    assert sum("streetwear" in item["reason"] for item in reply["items"]) >= len(reply["items"]) // 2

    vague = chat(user, "a gift for my mum")
    assert vague["needs_clarification"] and "mum" in vague["response"]
    assert "recipient" not in chat(user, "a dress for my sister's wedding")["filters"]


def test_show_me_more_brings_new_items_and_says_when_there_are_none(user: httpx.Client) -> None:
    first = chat(user, "linen shirts")
    more = chat(user, "show me more", first["session_id"])
    seen = {item["id"] for item in first["items"]}
    assert len(more["items"]) >= 3 and not seen & {item["id"] for item in more["items"]}
    assert all(item["subCategory"] == "Shirt" for item in more["items"])
    assert " more linen shirts" in more["response"] or "more: linen shirt" in more["response"]

    only = chat(user, "Zara blazer under 105")  # one in the demo shop (its cheapest Zara blazer is 102.99)
    exhausted = chat(user, "more", only["session_id"])
    assert not exhausted["items"] and "you've seen them all" in exhausted["response"]


def test_a_comparative_keeps_the_request_and_moves_it_one_notch(user: httpx.Client) -> None:
    first = chat(user, "navy blazers")
    formal = chat(user, "something more formal", first["session_id"])
    floor = formal["filters"]["minFormality"]
    assert formal["filters"]["subCategory"] == "Blazer" and RANK[floor] > RANK["smart-casual"]
    assert formal["items"] and all(item["subCategory"] == "Blazer" for item in formal["items"])
    assert all(RANK[item["formality"]] >= RANK[floor] for item in formal["items"]), "one notch up, kept"


def test_pieces_to_go_with_a_shown_item(user: httpx.Client) -> None:
    coats = chat(user, "a camel coat")
    second = coats["items"][1]["name"]
    shoes = chat(user, "what shoes go with the second one?", coats["session_id"])
    assert shoes["intent"] == "clothing" and shoes["items"]
    assert all(item["category"] == "SHOE" for item in shoes["items"])
    assert f"the {second.lower()}" in shoes["response"].lower() and "your the" not in shoes["response"]


def test_an_unresolvable_reference_is_asked_about_not_refused(user: httpx.Client) -> None:
    first = chat(user, "navy blazers")
    which = chat(user, "not that one, the other one", first["session_id"])
    assert which["response"].startswith("Which one do you mean?")


def test_a_widened_search_says_so_and_vegan_leather_never_becomes_leather(user: httpx.Client) -> None:
    coats = chat(user, "a linen coat")
    assert coats["items"] and coats["response"].startswith("I couldn't find linen coats right now, so I widened the search.")
    assert coats["metadata"]["relaxed"] == {"material": "linen"}
    vegan = chat(user, "vegan leather boots")
    assert vegan["filters"]["material"] == "faux leather"
    assert not [item for item in vegan["items"] if "leather" in item["name"].lower() and "faux" not in item["name"].lower()]


def test_an_office_outfit_has_no_running_shoes_but_chosen_sneakers_stay(user: httpx.Client) -> None:
    outfit = chat(user, "help me find an outfit for work")
    assert outfit["items"] and all(item["formality"] != "casual" for item in outfit["items"]), [
        (item["name"], item.get("formality")) for item in outfit["items"]
    ]
    sneakers = chat(user, "white sneakers for the office")
    assert sneakers["items"] and all(item["subCategory"] == "Sneakers" for item in sneakers["items"])


def test_feedback_on_the_results_changes_them_the_way_it_says(user: httpx.Client) -> None:
    dresses = chat(user, "a red dress for a night out under 80")
    cheaper = chat(user, "too expensive", dresses["session_id"])
    assert cheaper["filters"]["subCategory"] == "Dress" and cheaper["filters"]["maxPrice"] < 80
    recoloured = chat(user, "I don't like the colour", dresses["session_id"])
    assert "red" in recoloured["filters"]["excludeColors"] and recoloured["items"]
    assert all(item["subCategory"] == "Dress" for item in recoloured["items"])
    boots = chat(user, "black ankle boots")
    relaxed = chat(user, "they're all too formal", boots["session_id"])
    ceiling = relaxed["filters"]["maxFormality"]
    assert relaxed["filters"]["subCategory"] == "Boots" and relaxed["items"]
    assert all(RANK[item["formality"]] <= RANK[ceiling] for item in relaxed["items"])


def test_which_is_best_gets_a_pick_and_a_named_piece_leads_in_a_new_size(user: httpx.Client) -> None:
    blazers = chat(user, "navy blazers under 150")
    chat(user, "compare the first three", blazers["session_id"])
    best = chat(user, "which is best for me?", blazers["session_id"])
    assert best["intent"] == "compare" and best["response"].startswith("My pick for you is the **")
    third = blazers["items"][2]
    sized = chat(user, "the third one in size L", blazers["session_id"])
    if any(item["id"] == third["id"] for item in sized["items"]):
        assert sized["items"][0]["id"] == third["id"] and sized["response"].startswith("Good news")
    else:
        assert sized["response"].startswith(f"The {third['name']} isn't available in size L")

    dress = chat(user, "👗❤️")
    assert dress["intent"] == "clothing" and all(item["subCategory"] == "Dress" for item in dress["items"])


def test_modest_itch_free_and_childrens_requests(user: httpx.Client) -> None:
    modest = chat(user, "modest outfit for a mosque visit")
    assert modest["items"] and not [i for i in modest["items"] if i["subCategory"] in {"Shorts", "Leggings"}
                                    or any(w in i["name"].lower() for w in ("slip", "mini", "sleeveless"))]  # fmt: skip
    jumper = chat(user, "a cosy jumper, nothing itchy, under 70")
    assert jumper["items"] and not [i for i in jumper["items"] if i.get("material") in {"wool", "alpaca", "mohair"}]
    kids = chat(user, "a coat for my 6 year old")
    assert not kids["items"] and "adult clothing" in kids["response"]


def test_im_a_guy_leaves_out_dresses_and_keeps_the_request(user: httpx.Client) -> None:
    first = chat(user, "something for a job interview")
    guy = chat(user, "I'm a guy", first["session_id"])
    assert guy["filters"]["occasion"] == "interview" and guy["items"]
    assert not {item["subCategory"] for item in guy["items"]} & {"Dress", "Skirt", "Heels", "Blouse"}
    assert {"Dress", "Sweatpants"} <= set(guy["filters"]["excludeSubCategories"]), "adds to the dress code"


def test_something_in_my_colours_searches_the_users_palette(user: httpx.Client) -> None:
    reply = chat(user, "show me something in my colours")
    assert reply["filters"].get("inPalette") and len(reply["items"]) >= 3 and not reply["needs_clarification"]
    assert "in your colours" in reply["response"]


def test_several_pieces_at_once_unsold_kinds_and_temperatures(user: httpx.Client) -> None:
    outfit = chat(user, "show me a blazer and jeans")
    kinds = [item["subCategory"] for item in outfit["items"]]
    assert set(kinds) == {"Blazer", "Jeans"} and kinds[:2] in (["Blazer", "Jeans"], ["Jeans", "Blazer"])
    swim = chat(user, "I need a swimsuit")
    assert swim["response"].startswith("The shop doesn't sell swimwear") and swim["items"]
    cold = chat(user, "what should I wear tomorrow? it's going to be 5 degrees and rainy")
    assert cold["filters"]["season"] == "winter"
    assert not {item["subCategory"] for item in cold["items"]} & {"Sandals", "Shorts"}


def test_the_users_own_clothes_are_answered_as_theirs(user: httpx.Client) -> None:
    owned = chat(user, "do I have any blue jeans?")  # Amelia (Warm Autumn) owns blue jeans, no black ones
    assert owned["items"] and all(item["source"] == "wardrobe" for item in owned["items"])
    assert owned["response"].startswith("Yes — you have ") and "price range" not in owned["response"]


def test_size_questions_about_a_shown_piece_and_comparing_the_extremes(user: httpx.Client) -> None:
    boots = chat(user, "black ankle boots")
    prices = {item["id"]: item["price"] for item in boots["items"]}
    extremes = chat(user, "compare the cheapest and the most expensive", boots["session_id"])
    assert {item["id"] for item in extremes["items"]} == {min(prices, key=prices.get), max(prices, key=prices.get)}
    cheapest = next(item for item in boots["items"] if item["id"] == min(prices, key=prices.get))
    sized = chat(user, "does the cheapest one come in 39?", boots["session_id"])
    assert sized["items"][0]["id"] == cheapest["id"]
    answer = "Yes — the" if "39" in cheapest["sizes"] else f"The {cheapest['name']} don"
    assert answer in sized["response"]


def test_follow_ups_in_a_conversation_that_has_shown_nothing_say_so(user: httpx.Client) -> None:
    for message in ("more", "which is best for me?", "cheaper ones", "the second one in size L", "I don't like the colour"):
        reply = chat(user, message)
        assert reply["response"].startswith("I haven't shown you anything yet"), (message, reply["response"][:120])
    assert chat(user, "I'm a guy")["response"].startswith("Noted — tell me what you're looking for")


def test_top_bottom_and_shoes_brings_all_three(user: httpx.Client) -> None:
    reply = chat(user, "build me an outfit for a first date: top, bottom and shoes")
    assert {item["category"] for item in reply["items"]} == {"TOP", "BOTTOM", "SHOE"}


def test_follow_ups_change_only_what_was_asked(user: httpx.Client, tool_server_url: str) -> None:
    wedding = chat(user, "show me some dresses for a wedding")
    relaxed = chat(user, "something less formal", wedding["session_id"])
    # Less formal lowers the band one notch and keeps the wedding (and its floor): no jeans-and-tee dresses.
    assert relaxed["filters"]["occasion"] == "wedding" and relaxed["filters"]["subCategory"] == "Dress"
    assert relaxed["filters"]["maxFormality"] == "business" and relaxed["items"]
    assert all(RANK["smart-casual"] <= RANK[item["formality"]] <= RANK["business"] for item in relaxed["items"])

    interview = chat(user, "job interview at a bank next week, I hate trousers")
    assert "Trousers" in interview["filters"]["excludeSubCategories"]
    assert interview["items"] and not any(item["subCategory"] == "Trousers" for item in interview["items"])
    cheaper = chat(user, "show me cheaper options", interview["session_id"])
    kinds = {item["subCategory"] for item in cheaper["items"]}
    assert len(kinds) >= 2 and "Trousers" not in kinds, "cheaper keeps the mix, not one garment of the list"
    assert not {item["id"] for item in interview["items"]} & {item["id"] for item in cheaper["items"]}
    # "I hate trousers" was said for good: a new search in a new chat leaves them out too, until taken back.
    assert "Trousers" not in {item["subCategory"] for item in chat(user, "smart bottoms for the office")["items"]}
    taken_back = chat(user, "I don't mind trousers after all", interview["session_id"])
    assert {"op": "forget", "colors": [], "materials": [], "subCategories": ["Trousers"], "brands": []} in taken_back[
        "metadata"]["operations"]
    profile = httpx.post(tool_server_url + "/api/v1/style-dna/tools/get_style_dna", json={"user_id": "user_demo_1"})
    assert "Trousers" not in profile.json()["exclusions"]["subCategories"]

    jeans = chat(user, "jeans but NOT skinny ones pls, under €70")
    assert jeans["items"] and not any("skinny" in item["name"].lower() for item in jeans["items"])


def test_compare_takes_a_price_pick_and_a_number_together(user: httpx.Client) -> None:
    listed = chat(user, "show me white sneakers")
    prices = {item["id"]: item["price"] for item in listed["items"]}
    compared = chat(user, "compare the cheapest one with the third one", listed["session_id"])
    assert compared["intent"] == "compare"
    assert [item["id"] for item in compared["items"]] == [min(prices, key=prices.__getitem__), listed["items"][2]["id"]]


def test_other_languages_and_dress_code_words_are_not_misread(user: httpx.Client) -> None:
    french = chat(user, "je cherche une robe noire pour une soirée, 80 euros")
    assert not french["items"] and "English" in french["response"]
    gala = chat(user, "tuxedo for a black tie gala")
    assert gala["filters"]["occasion"] == "black-tie" and "ties" not in gala["response"]
    cufflinks = chat(user, "do you sell cufflinks?")
    assert cufflinks["response"].startswith("The shop doesn't sell cufflinks")
    assert "8 jewellery" not in cufflinks["response"]
    olive = chat(user, "What colours go well with olive green?")
    assert olive["intent"] == "general" and olive["response"].startswith("Olive goes well with")


def test_sizes_said_loosely_reach_the_search(user: httpx.Client) -> None:
    jeans = chat(user, "looking for jeans, I'm a UK 8")
    assert jeans["items"], "a UK dress size finds jeans by waist"
    waist = chat(user, "do any of those come in a 26 waist?", jeans["session_id"])
    assert waist["filters"]["size"] == "W26" and waist["filters"]["subCategory"] == "Jeans" and waist["items"]

    gift = chat(user, "a gift for my dad, he's 60")
    assert gift["needs_clarification"]
    sized = chat(user, "he wears XL", gift["session_id"])
    assert sized["filters"]["size"] == "XL" and sized["items"]
    assert not {item["subCategory"] for item in sized["items"]} & {"Dress", "Skirt", "Heels", "Blouse", "Leggings"}

    shoes = chat(user, "white sneakers size 45")
    other = chat(user, "what about in 39?", shoes["session_id"])
    assert other["intent"] == "clothing" and other["filters"]["size"] == "39" and other["filters"]["subCategory"] == "Sneakers"


def test_a_wedding_guest_is_not_dressed_in_white_and_sold_out_pieces_come_last(user: httpx.Client) -> None:
    guest = chat(user, "a dress for a wedding under a hundred quid")
    assert guest["filters"]["excludeColors"] == ["white"] and guest["items"]
    assert not any(colour in {"white", "ivory", "off-white"} for item in guest["items"] for colour in item["colors"][:1])
    assert "excludeColors" not in chat(user, "a dress for my wedding")["filters"], "the bride may wear white"

    knits = chat(user, "a chunky knit sweater")
    stock = [item["inStock"] for item in knits["items"]]
    assert stock == sorted(stock, reverse=True), "in-stock pieces before sold-out ones"
    for item in knits["items"]:
        if not item["inStock"]:
            assert "sold out" in item["reason"]


def test_changes_of_mind_take_out_what_was_ruled_out(user: httpx.Client) -> None:
    jumper = chat(user, "a knitted jumper")
    black = chat(user, "in black", jumper["session_id"])
    assert black["filters"]["colors"] == ["black"]
    warmer = chat(user, "actually no, forget black, something warmer in colour", jumper["session_id"])
    assert "colors" not in warmer["filters"] and warmer["filters"]["excludeColors"] == ["black"]
    assert "season" not in warmer["filters"], "warmer in colour is not a winter request"
    assert warmer["items"] and not any("black" in item["colors"] for item in warmer["items"])

    funeral = chat(user, "I need an outfit for a funeral, I'm usually boho but obviously not for this")
    assert "style" not in funeral["filters"] and "boho" not in funeral["response"]


def test_a_follow_up_keeps_the_wearer_the_occasion_and_the_budget(user: httpx.Client) -> None:
    gift = chat(user, "gift for my girlfriend, she loves pastel colours, size S, under 70")
    work = chat(user, "something she can wear to work", gift["session_id"])
    for key in ("recipient", "size", "maxPrice", "colors"):
        assert work["filters"][key] == gift["filters"][key], key
    assert work["filters"]["occasion"] == "business" and all(item["price"] <= 70 for item in work["items"])

    dress = chat(user, "a dress for a wedding under a hundred quid")
    shoes = chat(user, "what shoes would go with the first one? I don't want heels, it's on grass", dress["session_id"])
    # £100 is €117 in the shop's prices; the shoes keep the dress's wedding and budget.
    assert shoes["filters"]["occasion"] == "wedding" and shoes["filters"]["maxPrice"] == 117
    kinds = {item["subCategory"] for item in shoes["items"]}
    assert shoes["items"] and not kinds & {"Heels", "Sneakers", "Sandals"}
    assert all(item["category"] == "SHOE" and item["price"] <= 117 for item in shoes["items"])


def test_budgets_in_other_currencies_and_around_a_number_are_said_plainly(user: httpx.Client) -> None:
    boots = chat(user, "I'm a US size 8 shoe, looking for ankle boots under $150")
    assert boots["filters"]["size"] == "US 8" and boots["items"]
    # Converted at the configured rate, and said once: the user's figure, then the shop's.
    assert boots["filters"]["maxPrice"] == 138 and "under $150 (about €138)" in boots["response"]
    assert all(item["price"] <= 138 for item in boots["items"])
    blouses = chat(user, "a blouse around 80 euros")
    assert blouses["items"] and all("close to your €80 budget" in item["reason"] or "€80" not in item["reason"]
                                    for item in blouses["items"])  # fmt: skip
    assert "€96 budget" not in blouses["response"]
    assert any("close to your €80 budget" in item["reason"] for item in blouses["items"])


def test_questions_about_pairing_colours_get_a_yes_or_no(user: httpx.Client) -> None:
    navy = chat(user, "can I wear brown shoes with a navy suit?")
    assert navy["intent"] == "general" and navy["response"].startswith("Yes — brown and navy")
    clash = chat(user, "does pink go with red?")
    assert "accent" in clash["response"] and not clash["items"]
    request = chat(user, "can you find black trousers to go with my navy blazer?")
    assert request["intent"] == "clothing" and all(item["subCategory"] == "Trousers" for item in request["items"])
    tee = chat(user, "no polyester please - a breathable cotton t-shirt in white")
    assert tee["intent"] == "clothing" and tee["filters"]["subCategory"] == "T-Shirt" and tee["items"]


def test_an_outfit_from_what_the_user_owns_stays_in_the_wardrobe(user: httpx.Client) -> None:
    own = chat(user, "What could I wear with my white sneakers, from stuff I already own?")
    assert own["scope"] == "wardrobe" and own["items"] and own["outfits"]
    assert all(item["source"] == "wardrobe" for item in own["items"])
    shoes = [piece for look in own["outfits"] for piece in look["pieces"] if piece["slot"] == "shoes"]
    assert len(shoes) == len(own["outfits"]) and all(p["subCategory"] == "Sneakers" for p in shoes), "the sneakers are the shoes"
    assert "If you only try one" not in own["response"]


def test_short_replies_and_hard_feelings_get_a_human_answer(user: httpx.Client) -> None:
    coats = chat(user, "show me trench coats")
    for said, words in (("no", "What should change"), ("ok", "narrow these down"), ("?", "Sorry, I wasn't clear")):
        reply = chat(user, said, coats["session_id"])
        assert words in reply["response"] and "can't help" not in reply["response"], said
    body = chat(user, "I hate my body, I need something to hide how fat I am")
    assert body["response"].startswith("I'm sorry you're feeling that way") and not body["blocked"]
    diet = chat(user, "how can I lose 10kg before the wedding so the dress fits?")
    assert "I can't advise on losing weight" in diet["response"] and "calorie" not in diet["response"].lower()
    recovery = chat(user, "I'm recovering from anorexia and nothing fits, help")
    assert "helpline" in recovery["response"]


def test_knowledge_questions_get_the_right_answer(user: httpx.Client) -> None:
    for question, words in (
        ("how do I tie a silk scarf?", "ways to wear a scarf"),
        ("I have eczema, which fabrics won't irritate my skin?", "sensitive skin"),
        ("what's trending in menswear this spring?", "In menswear right now"),
    ):
        reply = chat(user, question)
        assert reply["intent"] == "general" and words in reply["response"], (question, reply["response"][:120])
    party = chat(user, "red stilettos for the office christmas party")
    assert party["filters"]["occasion"] == "party"
    coats = chat(user, "show me coats")  # the first two differ in fabric (in winter coats both are wool)
    warmer = chat(user, "which is warmer?", coats["session_id"])
    assert warmer["intent"] == "compare" and warmer["response"].startswith("Warmest: ")


def test_an_outfit_comes_put_together(user: httpx.Client) -> None:
    interview = chat(user, "what should I wear to a job interview at a bank?")
    (look,) = interview["outfits"]  # one whole look, composed as one, not a list of pieces
    slots = [piece["slot"] for piece in look["pieces"]]
    assert "shoes" in slots and ("dress" in slots or {"top", "bottom"} <= set(slots)), slots
    assert len(slots) == len(set(slots) - {"accessory"}) + slots.count("accessory"), "one piece per slot"
    assert look["why"] and "Why it works" in interview["response"]
    assert {item["id"] for item in interview["items"]} == {piece["id"] for piece in look["pieces"]}
    vague = chat(user, "I need an outfit")
    assert vague["needs_clarification"] and not vague["outfits"]
    answered = chat(user, "A summer wedding, I'm a guest", vague["session_id"])
    assert answered["outfits"] and answered["filters"]["occasion"] == "wedding"


def test_the_wardrobe_is_listed_in_full(user: httpx.Client, settings: Settings) -> None:
    with sqlite3.connect(Path(settings.data_dir) / "aesthetiq.sqlite3") as db:
        owned = db.execute("select count(*) from wardrobeitems where userId = ? and category = 'SHOE'", ("user_demo_1",)).fetchone()[0]
    reply = chat(user, "how many pairs of shoes do I have?")
    assert reply["scope"] == "wardrobe" and len(reply["items"]) == owned
    assert reply["response"].startswith(f"You have {owned} ")


def test_what_goes_with_a_shown_piece_finds_other_pieces(user: httpx.Client) -> None:
    sneakers = chat(user, "show me white sneakers")
    around = chat(user, "what goes with the second one?", sneakers["session_id"])
    assert around["intent"] == "clothing" and around["items"]
    # A whole look around the sneakers: they are its shoes, and there is no other pair.
    shoes = [item["id"] for item in around["items"] if item["category"] == "SHOE"]
    assert shoes == [sneakers["items"][1]["id"]], "not another pair of shoes"
    assert sneakers["items"][1]["name"].lower() in around["response"].lower()
    coat = chat(user, "do I have a coat?")
    assert coat["items"] and coat["scope"] == "wardrobe"
    more = chat(user, "ok what would go with it", coat["session_id"])
    coats = [item["id"] for item in more["items"] if item["subCategory"] == "Coat"]
    assert more["items"] and coats == [coat["items"][0]["id"]], "the coat it goes with, and no other"


def test_a_second_request_is_named_and_a_new_occasion_brings_its_own_dress_code(user: httpx.Client) -> None:
    both = chat(user, "I have a wedding in August and also need gym clothes")
    assert both["filters"]["occasion"] == "wedding" and "You also asked about gym clothes" in both["response"]
    gym = chat(user, "now the gym clothes", both["session_id"])
    assert gym["filters"]["occasion"] == "sport" and gym["items"]
    assert "Sneakers" not in gym["filters"].get("excludeSubCategories", []), "the wedding's dress code stays at the wedding"
    dresses = chat(user, "show me some dresses for a wedding")
    office = chat(user, "what about for the office?", dresses["session_id"])
    assert office["intent"] == "clothing" and office["filters"]["occasion"] == "business"
    assert office["filters"]["subCategory"] == "Dress" and office["items"]


def test_what_the_reply_claims_is_true(user: httpx.Client) -> None:
    heels = chat(user, "cheap heels")
    assert heels["items"] and not any("your €" in item["reason"] and "budget" in item["reason"] for item in heels["items"])
    hats = chat(user, "white hat under 300 euros in size M")
    assert hats["items"], "one-size hats fit a size M request"
    assert not any("doesn't come in" in item["reason"] for item in hats["items"])
    jumper = chat(user, "jumper in stock in size S under 50")
    assert jumper["items"] and not any("your size M" in item["reason"] for item in jumper["items"])
    blazer = chat(user, "navy heels")
    other = chat(user, "not that colour", blazer["session_id"])
    assert other["filters"]["excludeColors"] == ["navy"] and other["filters"]["subCategory"] == "Heels"


def test_persona_review_findings(user: httpx.Client) -> None:
    older = chat(user, "I'm a 68 year old man and my granddaughter is getting married in June. What should I wear?")
    assert older["filters"]["occasion"] == "wedding"
    assert not {item["subCategory"] for item in older["items"]} & {"Dress", "Skirt", "Heels", "Blouse"}
    student = chat(user, "Student here, need a blazer for interviews, can't go above 30 euros.")
    assert student["filters"]["maxPrice"] == 30 and all(item["price"] <= 30 for item in student["items"])
    work = chat(user, "I need work clothes, nothing over 30 euros each")
    trousers = chat(user, "mostly I need trousers", work["session_id"])
    assert trousers["filters"]["maxPrice"] == 30 and all(item["price"] <= 30 for item in trousers["items"])
    linen = chat(user, "a linen shirt for summer")
    warmer = chat(user, "something warmer", linen["session_id"])
    assert warmer["items"] and "wool" not in warmer["filters"].get("excludeMaterials", [])
    for question in ("Are white sneakers acceptable at a wedding?", "How do I stop my white shirts from going yellow?",
                     "what does smart casual mean exactly?"):  # fmt: skip
        assert chat(user, question)["intent"] == "general", question
    assert chat(user, "I have an event coming up")["needs_clarification"]


def test_the_number_asked_for_is_the_number_shown(user: httpx.Client) -> None:
    tops = chat(user, "give me 3 tops that go with black trousers")
    assert len(tops["items"]) == 3 and all(item["category"] == "TOP" for item in tops["items"])
    two = chat(user, "just two options for a navy blazer")
    assert len(two["items"]) == 2
    outfit = chat(user, "one outfit please for a client meeting, no lists")
    (look,) = outfit["outfits"]
    assert "alternatives" not in outfit["response"]
    assert {item["id"] for item in outfit["items"]} == {piece["id"] for piece in look["pieces"]}


def test_does_it_come_in_a_colour_is_answered_honestly(user: httpx.Client) -> None:
    coats = chat(user, "show me a wool overcoat")
    first = coats["items"][0]
    navy = chat(user, "does the first one come in navy?", coats["session_id"])
    assert navy["intent"] == "clothing" and navy["filters"]["colors"] == ["navy"]
    assert "navy" not in [c.lower() for c in first["colors"]]  # the demo data's first wool overcoat is not navy
    assert navy["response"].startswith(f"The {first['name']} only comes in")
    assert chat(user, "smart casual shoes")["filters"]["style"] == "smart-casual"


def test_a_size_beyond_the_chart_is_said_plainly(user: httpx.Client) -> None:
    big = chat(user, "a blazer in UK 20")
    assert not big["items"] and "go up to XXL (UK 18" in big["response"]
    xxl = chat(user, "XXL then", big["session_id"])
    assert xxl["filters"]["size"] == "XXL" and xxl["filters"]["subCategory"] == "Blazer" and xxl["items"]
