"""Fashion vocabulary that shares words with weapons, drugs and violence, and how to neutralise it.

Moderation first replaces these fashion uses with a neutral token, then looks for harmful words:
"killer heels", "a bomb of a dress", "bomber jacket", "camo cargo pants", "knife-pleat skirt",
"heroin chic", "acid-wash jeans", "YSL Opium", "bullet journal", "shot of espresso",
"shoot me some ideas", "dressed to kill", "to die for". A harmful noun directly followed by a
garment or "print"/"earrings" is a motif ("grenade necklace", "cannabis leaf socks"), not a request.
"""

from __future__ import annotations

import re

FASHION_NOUNS = (
    r"outfits?|looks?(?!\s+like)|fits?|dress(?:es)?|gowns?|jackets?|coats?|blazers?|tops?|tees?|t-?shirts?|shirts?|blouses?"
    r"|hoodies?|sweaters?|sweatshirts?|jumpers?|cardigans?|jeans|pants|trousers|shorts|skirts?|suits?|heels|pumps"
    r"|shoes?|sneakers?|trainers?|boots?|sandals?|bags?|purses?|clutch(?:es)?|totes?|earrings?|necklaces?"
    r"|pendants?|bracelets?|rings?|charms?|brooch(?:es)?|pins?|prints?|pattern|patterns|motifs?|graphics?"
    r"|embroidery|patch(?:es)?|socks?|scarf|scarves|hats?|caps?|beanies?|belts?|lingerie|bras?|swimsuits?"
    r"|bikinis?|costumes?|makeup|lipsticks?|nails|nail art|manicure|tattoos?|style|vibes?|aesthetic|designs?"
    r"|logos?|keychains?|phone cases?|jewell?ery|chokers?|cufflinks?|tie|ties|dupes?|perfume|fragrance|scent"
    r"|colou?rs?|shades?|hair|hairstyle|selfies?|pics?|photos?|photoshoot|wardrobe|collection|brand|pouch(?:es)?"
    r"|party|parties|theme"
)

# Each alternative is a fashion or everyday use of a word that is harmful elsewhere.
_BENIGN = [
    r"bomber(?:s|\s+jackets?)?|bombshells?|bombastic",
    r"(?:bath|photo|smoke|glitter|colou?r|cherry|lip|sex|truth|f|love|stink|flavou?r|calorie|shine|gloss|hair)[ -]?bombs?",
    r"bomb\s*(?:\.|dot)\s*com|(?:is|'s|are|was|were|looks?|looked|looking|be|so|the|da|totally|absolutely)\s+(?:the\s+|da\s+|so\s+|a\s+|totally\s+|absolutely\s+)?bomb\b(?!\s+(?:threat|squad|shelter))",
    rf"(?:a|the)\s+bomb\s+(?:of\s+an?\s+\w+|(?:{FASHION_NOUNS})\b)|bomb[ -](?:ass|af|looking)",
    r"explosive(?=\s+(?!devices?|materials?|charges?|vests?|belts?|powders?|substances?|chemicals?|ordnance"
    r"|or\b|and\b|to\b|for\b|that\b|which\b|in\b|at\b|from\b|near\b|with\b|please|asap|now\b|online|without|i\b)[a-z])",
    r"killer(?:\s+\w+)?|dressed\s+to\s+kill|kill(?:ing|ed)?\s+it|kill(?:s|ing)?\s+(?:the|this|that)\s+(?:look|game|outfit|party|interview|date)",
    r"(?:is|are)\s+killing\s+me|killing\s+me|kill\s+me\s+softly",
    r"drop[ -]dead(?:\s+\w+)?|to\s+die\s+for|(?:would|'d|could)\s+die\s+for|dying\s+(?:to|for|over)|die[ -]hard|tie[ -]dye|dyed?",
    r"knock[ -]?outs?|slay(?:s|ed|ing)?|stunners?|stunning|lethal\s+(?:heels|look|combo)|femme\s+fatale",
    r"shoot\s+(?:me|us)\s+(?:some|a|an|over|your|a\s+few)?\s*\w*|(?:photo|fashion|photo-)\s*shoots?|shoots?\s+(?:photos|pictures|a\s+lookbook|content|a\s+campaign|video|reels?)",
    r"(?:shots?\s+of\s+(?:espresso|coffee|tequila|vodka|whisky|whiskey)|espresso\s+shots?|big\s+shots?|hot\s*shots?"
    r"|mug\s*shots?|screenshots?|snapshots?|head\s*shots?|long\s+shots?|give\s+it\s+a\s+shot|shot\s+glass(?:es)?)",
    r"bullet\s+(?:journal|points?|belts?|earrings?|necklaces?|bras?|train|proof\s+(?:coffee|mascara|makeup))|silver\s+bullet",
    r"gun\s*metal|top\s+gun|(?:glue|tag|tagging|steam|heat|hot\s+glue|nail|staple|water|squirt|nerf|toy|cap|bubble|spray|massage)\s+guns?",
    r"gun\s+(?:flaps?|patch(?:es)?)|son\s+of\s+a\s+gun|riding\s+shotgun|shotgun\s+wedding|rifle\s+green",
    r"(?:toy|fake|prop|replica|plastic|foam|cardboard|inflatable|costume|cosplay|wooden|chocolate|candy)\s+(?:guns?|pistols?|rifles?|swords?|knives|knife|daggers?|grenades?|bombs?|weapons?|axes?)",
    r"knife[ -]pleat(?:s|ed)?|knife[ -]edge|palette\s+knife|butter\s+knife|stilettos?",
    # Blades and weapons as figures of speech or body parts ("razor-sharp tailoring", "my secret weapon").
    r"razor[ -](?:sharp|cut|bob|burn|bumps?|rash|fade|part|thin)|shoulder[ -]blades?|roller\s*blad\w*|blades?\s+of\s+grass"
    r"|blade\s+runner|secret\s+weapons?|weapons?\s+of\s+choice|sword\s*fish|sword\s+lil(?:y|ies)",
    r"camo(?:uflage)?|army\s+green|combat\s+(?:boots|trousers|pants)|military\s+(?:jacket|coat|style|boots)|cargo\s+\w+",
    r"harness(?:es)?|holsters?\s+(?:bags?|belts?|purses?)|(?:gun\s+)?holsters?[ -](?:style|inspired|look)\b|bandolier\s+bags?|arm\s+candy",
    r"cigarette\s+(?:trousers|pants|jeans|leg|legs|skirts?)|smoking\s+jackets?|le\s+smoking|smokey\s+eyes?|smoky\s+eyes?",
    r"heroin\s+chic|acid[ -](?:wash(?:ed)?|green|yellow|pink|brights?|tones?|colou?rs?|house)|crystal(?!\s+meth)\w*",
    r"(?:opium|ecstasy|poison|obsession|hypnotic\s+poison)\s+(?:perfume|fragrance|scent|edp|edt|by|from|ysl|dior)"
    r"|(?:ysl|saint\s+laurent|dior)\s+(?:black\s+)?(?:opium|poison)",
    r"high[ -](?:heels?|waist(?:ed)?|neck|rise|top|tops|street|fashion|end|shine|low)|blunt\s+(?:bob|fringe|cut|bangs|hem|toe)",
    r"suicide\s+(?:prevention|awareness|hotline|helpline|survivors?|loss|charity|walk|squad)|(?:died|death|lost\s+\w+)\s+(?:by|to)"
    r"\s+suicide|self[- ]harm\s+(?:awareness|charity)|(?:sex\s+and\s+the\s+city)|unisex|kid[ -]?(?:leather|gloves|skin|suede|mohair)",
    r"(?:not|nothing|never|no|isn't|aren't|without\s+being|less|non)[ -](?:too\s+|overly\s+|very\s+|that\s+|super\s+|remotely\s+)?"
    r"(?:sexy|sexual|provocative|revealing|seductive|sexuali[sz]ed|suggestive)|age[ -]appropriate",
    r"grammar\s+nazi|fashion\s+police|fashion\s+victim|fashion\s+crime|crime\s+against\s+fashion",
    r"(?:nude|naked|thong)[ -](?:sandals|heels|pumps|flats|shoes|lipstick|lip\s*gloss|colou?r(?:ed)?|tones?|shades?"
    r"|tights|stockings|palette|beige|pink|mules|slippers|ballet\s+flats|nails|manicure|bra|underwear|slip|dress|boots)",
    r"(?:die|dying|died)\s+(?:my|her|his|your|the|it|them|this|these)\s+(?:\w+\s+)?(?:hair|jeans|shirt|dress|shoes|fabric|clothes"
    r"|top|roots|beard|eyebrows|lashes|t-shirt|sweater|jacket|black|red|blue|green|pink|purple|blonde)",
    r"(?:gun|rifle|shooting|archery|firing|knife)\s+(?:ranges?|shows?|clubs?|courses?|lessons?|licen[cs]es?|safety|skills)",
    r"(?:shaped\s+like|in\s+the\s+shape\s+of|printed\s+with|patterned\s+with|covered\s+in|embroidered\s+with|featuring)\s+"
    r"(?:a\s+|an\s+|little\s+|tiny\s+|small\s+|mini\s+)?[\w-]+",
    r"(?:care|wash(?:ing)?|laundry|label|sewing|knitting|assembly|styling|size|sizing|fitting|ironing)\s+(?:instructions?"
    r"|rules|guide(?:lines)?|directions)|"
    r"weed(?:ing)?\s+out|weeding|(?:cocaine|grenade|gun|bullet|heroin|opium|army|navy|khaki)[ -](?:white|green|grey|gray"
    r"|black|blue|red|brown|beige|pink|yellow)|"
    r"cut\s+myself\s+(?:some\s+)?(?:slack|a\s+break)|beat\s+the\s+heat|steal\s+(?:the|this|her|his)\s+(?:look|show|style|spotlight)",
]
_BENIGN_RE = re.compile(r"\b(?:" + "|".join(_BENIGN) + r")\b")

# A harmful noun followed by a garment or a motif word describes a design, not an object.
MOTIF_AFTER = rf"(?:(?:[ -](?:leaf|shaped|printed|themed|inspired|style|pattern|graphic|motif))?[ -](?:{FASHION_NOUNS})\b|\s+~)"


def mask_benign(reading: str) -> str:
    """``reading`` with fashion uses of loaded words replaced by a neutral token."""
    return _BENIGN_RE.sub(" ~ ", reading)
