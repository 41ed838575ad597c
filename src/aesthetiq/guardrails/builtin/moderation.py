"""Moderation of requests: explosives, weapons, drugs, violence, self-harm, harassment, hate,
sexual content involving minors, and crime against shops (shoplifting, stolen cards).

A harmful noun alone is not a harmful request. Weapons, explosives and drugs need an acquisition,
making or hiding verb nearby ("find me a bomb", "how do I make thermite", "a jacket to hide a gun");
violence needs a person as the target; sexual terms must apply *to* a minor ("for", "of", "on",
"looks"), not merely share the sentence. Fashion uses are masked first (``lexicon.mask_benign``).
"""

from __future__ import annotations

import re

from aesthetiq.guardrails.builtin.lexicon import MOTIF_AFTER, mask_benign

_ACQUIRE = (
    r"(?:find|finding|buy|buying|get|getting|order|ordering|purchase|source|obtain|acquire|sell|selling|ship|deliver"
    r"|make|making|build|building|assemble|construct|create|craft|cook|brew|mix|produce|synthesi[sz]e|manufacture"
    r"|3d[ -]?print|print|rig|plant|hide|hiding|conceal|smuggle|sneak|carry|stash|detonate|set\s+off|throw|need|want"
    r"|looking\s+for|shop(?:ping)?\s+for|pick\s+up|track\s+down|recipe\s+for|instructions\s+for|guide\s+(?:to|for)|steps\s+(?:to|for)|tutorial\s+(?:on|for)"
    r"|ingredients\s+for|formula\s+for|sell\s+me|give\s+me|send\s+me|show\s+me\s+how|teach\s+me|where\s+to\s+(?:get|buy|find)"
    r"|fit|hold|store|keep|pocket\s+for|room\s+for|space\s+for|compartment\s+for)"
)
_NEAR = r"\s+(?:\S+\s+){0,5}?"  # up to five words between the verb and the noun

_EXPLOSIVE = (
    r"(?:bombs?|explosives?|explosive\s+(?:devices?|materials?|charges?|vests?|belts?|powder)|i\.?e\.?ds?|pipe\s*bombs?"
    r"|nail\s*bombs?|car\s*bombs?|grenades?|dynamite|tnt|c-?4|semtex|detonators?|blasting\s+caps?|molotovs?"
    r"|molotov\s+cocktails?|thermite|nitro\s*glycerine?|napalm|land\s*mines?|claymores?|suicide\s+vests?"
    r"|ammonium\s+nitrate|fertili[sz]er\s+bombs?|tatp|petn|rdx|black\s+powder|gunpowder|incendiary\s+devices?"
    r"|fire\s*bombs?|dirty\s+bombs?|nukes?|nuclear\s+(?:bombs?|weapons?)|chemical\s+weapons?|sarin|nerve\s+agents?|ricin"
    r"|anthrax|mustard\s+gas|chlorine\s+gas|bio\s*weapons?|biological\s+weapons?)"
)
_WEAPON = (
    r"(?:guns?|firearms?|hand\s*guns?|pistols?|revolvers?|rifles?|assault\s+rifles?|shot\s*guns?|ar-?15s?|ak-?47s?|glocks?"
    r"|uzis?|machine\s*guns?|sub-?machine\s+guns?|smgs?|ammo|ammunition|bullets|silencers?|suppressors?|bump\s+stocks?"
    r"|auto\s+sears?|ghost\s+guns?|untraceable\s+(?:guns?|weapons?)|switch\s*blades?|butterfly\s+knives|balisongs?"
    r"|brass\s+knuckles|knuckle\s*dusters|sniper\s+rifles?|grenade\s+launchers?|rocket\s+launchers?|bazookas?|weapons?"
    r"|firearm\s+parts|lower\s+receivers?|tasers?|stun\s+guns?)"
)
_BLADE = r"(?:knife|knives|machetes?|daggers?|swords?|katanas?|blades?|box\s*cutters?|razors?|shivs?|crossbows?)"
_DRUG = (
    r"(?:cocaine|heroin|meth|methamphetamine|crystal\s+meth|fentanyl|mdma|ecstasy|lsd|ketamine|ghb|crack\s+cocaine"
    r"|psilocybin|magic\s+mushrooms|shrooms|dmt|pcp|oxycodone|oxycontin|percocets?|xanax|adderall|opioids|opium"
    r"|weed|marijuana|cannabis|hashish|thc\s+(?:gummies|carts|vapes?)|edibles|drugs|narcotics|coke|molly"
    r"|(?:prescription\s+)?(?:pills|painkillers)\s+without\s+(?:a\s+)?prescription)"
)
_PERSON = (
    r"(?:him|her|them|someone|somebody|anyone|people|a\s+person|everyone|everybody|(?:my|his|her|our|the|a|this)\s+(?:\w+\s+)?"
    r"(?:wife|husband|boyfriend|girlfriend|bf|gf|ex|partner|boss|manager|co-?worker|colleague|neighbou?rs?|mom|mum|dad"
    r"|mother|father|sister|brother|teacher|friend|roommate|flatmate|landlord|classmates?|kids?|son|daughter|family"
    r"|step\s*(?:dad|mom|mum|father|mother)|president|judge|cops?|police\s+officer|baby|child|girl|guy|man|woman|rival)"
    r"|ex-?(?:girlfriend|boyfriend|wife|husband|partner)|(?:his|her)\s+(?:wife|husband|ex|kids?)"
    r"|(?:a|the|my)\s+(?:school|mall|church|mosque|synagogue|crowd|concert|office|class|stadium|parade))"
)
_GROUP = (
    r"(?:jews|jewish\s+people|muslims|christians|catholics|hindus|sikhs|buddhists|atheists|blacks|black\s+people|whites"
    r"|white\s+people|asians|asian\s+people|chinese\s+people|indians|mexicans|latinos|latinas|hispanics|arabs|africans"
    r"|immigrants|migrants|refugees|gays|gay\s+people|lesbians|homosexuals|queers|trans\s+people|transgender\s+people"
    r"|trans\s+women|trans\s+men|bisexuals|women|females|disabled\s+people|the\s+disabled|autistic\s+people|gypsies"
    r"|roma|muslim\s+women|black\s+women|asian\s+women|foreigners)"
)
_SEXUAL = (
    r"(?:sexy|sexier|sexiest|sexual|sexuali[sz]ed|sex|nude|nudes|naked|porn|porno|pornographic|erotic|nsfw|lewd|seductive|provocative"
    r"|fetish|kinky|lingerie|sensual|thongs?|g-?strings?|topless|explicit|boudoir|onlyfans|stripper|suggestive)"
)
_MINOR = (
    r"(?:child|children|kids?|minors?|under-?age|pre-?teens?|tweens?|toddlers?|infants?|little\s+(?:girls?|boys?)"
    r"|young\s+(?:girls?|boys?)|school\s*(?:girls?|boys?)\s+(?:who|under|aged)|teen(?:age|aged)?(?:\s+(?:girls?|boys?))?"
    r"|teens|teenagers?|(?:[1-9]|1[0-7])[- ]?(?:yo|y/o|year[- ]olds?|years?\s+old|yr[- ]olds?)|(?:girl|boy)s?\s+(?:aged|of)\s+"
    r"(?:[1-9]|1[0-7])\b|aged\s+(?:[1-9]|1[0-7])\b|(?:[1-8]th|first|second|third|fourth|fifth|sixth|seventh|eighth)"
    r"\s+graders?|middle\s+schoolers?|elementary\s+school(?:ers)?|jailbait|loli|shota)"
)
_NO_JOIN = r"(?:(?!\b(?:and|plus|also|but|then|while)\b)[^.!?;\n]){0,40}?"
_SLURS = (
    r"(?:nigg(?:er|a|az|ers|as)|f[a4]gg?[o0]ts?|kikes?|spics?|chinks?|wetbacks?|trann(?:y|ies)|retards?|retarded"
    r"|ragheads?|towelheads?|gooks?|beaners?|pakis?|sand\s*niggers?|zipperheads?|coons|dykes)"
)

_RULES: list[tuple[str, str, str]] = [
    ("explosives", "acquiring or making explosives",
     rf"\b{_ACQUIRE}{_NEAR}{_EXPLOSIVE}\b(?!{MOTIF_AFTER})|\b(?:how|ways?)\s+(?:to|do\s+i|can\s+i|would\s+i|could\s+i|does\s+one"
     rf"|do\s+you)\s+(?:\w+\s+){{0,2}}{_EXPLOSIVE}\b(?!{MOTIF_AFTER})|\b(?:blow\s+up|bomb|detonate)\s+(?:{_PERSON}|(?:a|the|his|her|my|their|our)\s+(?:\w+\s+)?(?:car|building|house|bridge"
     rf"|plane|train|bus|school|office|store|shop|mall|church|mosque|synagogue|station|embassy|stadium))\b"
     rf"|\b{_EXPLOSIVE}\s+(?:recipe|instructions|tutorial|for\s+sale|ingredients|making)\b"),
    ("weapons", "acquiring, making or hiding weapons",
     rf"\b{_ACQUIRE}{_NEAR}{_WEAPON}\b(?!{MOTIF_AFTER})|\b(?:hide|hiding|conceal|concealing|smuggle|sneak|stash|pocket\s+for"
     rf"|holster\s+for|room\s+for|space\s+for|compartment\s+for|fit|carry|through\s+(?:airport\s+)?security\s+with)"
     rf"{_NEAR}{_BLADE}\b(?!{MOTIF_AFTER})|\b(?:concealed\s+carry|conceal\s+carry|3d[ -]?printed\s+guns?|untraceable\s+guns?"
     rf"|ghost\s+guns?|full[ -]?auto(?:matic)?\s+(?:conversion|switch|sear|kit)|to\s+full[ -]?auto(?:matic)?"
     rf"|without\s+a\s+background\s+check)\b"
     rf"|\b(?:{_WEAPON}|{_BLADE}|{_EXPLOSIVE})\b[^.!?\n]{{0,40}}\b(?:to|and|so\s+i\s+can)\s+(?:kill|stab|shoot|murder|attack|hurt"
     rf"|harm|injure|threaten|scare)\s+{_PERSON}\b(?!'s)"),
    ("drugs", "acquiring, making or hiding drugs",
     rf"\b(?:{_ACQUIRE}|score|scoring|grow|growing|dealer\s+for|plug\s+for){_NEAR}{_DRUG}\b(?!{MOTIF_AFTER})"
     rf"|\bhow\s+(?:much|many)\s+{_DRUG}\b|\b{_DRUG}\s+(?:dealer|plug|connect)s?\b|\b(?:press(?:ing)?\s+(?:my\s+own\s+)?pills"
     rf"|pill\s+press(?:es)?)\b"),
    ("violence", "harming another person",
     rf"\b(?:i(?:'m|\s+am|m)\s+(?:going\s+to|gonna|planning\s+to)|i(?:'ll|\s+will))\s+(?:kill|murder|shoot|stab|attack|hurt"
     rf"|bomb)\s+(?:everyone|everybody|all\s+of\s+(?:them|you)|them\s+all|people|as\s+many|the\s+whole\s+\w+|my\s+(?:school"
     rf"|class|classmates|co-?workers|office))\b"
     rf"|\b(?:how\s+(?:to|do\s+i|can\s+i|would\s+i|could\s+i|should\s+i)|help\s+me|best\s+way\s+to|ways\s+to|i\s+(?:want|need"
     rf"|plan)\s+to|teach\s+me\s+to|get\s+away\s+with)\s+(?:\w+\s+){{0,2}}?"
     rf"(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|choke|poison|poisoning|drug|drugging|beat\s+up"
     rf"|hurt|harm|attack|assault|kidnap|rape|torture|maim|run\s+over|burn)\s+{_PERSON}\b"
     rf"|\b(?:kill|murder|stab|shoot\s+up|poison|rape)\s+(?:all\s+)?(?:the\s+)?(?:my\s+)?(?:school|classmates|co-?workers|teachers?"
     rf"|neighbou?rs?|wife|husband|boss|ex)\b"),
    ("self_harm", "self-harm or suicide",
     r"\b(?:suicide|suicidal|kill\s+myself|killing\s+myself|end\s+my\s+(?:own\s+)?life|end\s+it\s+all|take\s+my\s+(?:own\s+)?life"
     r"|(?:want|wanna|wish)\s+(?:to\s+)?(?:die|be\s+dead)|wish\s+i\s+(?:was|were)\s+dead|better\s+off\s+dead"
     r"|(?:don'?t|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|exist|wake\s+up)|no\s+reason\s+to\s+live|self[- ]?harm(?:ing)?"
     r"|self[- ]?injur\w*|overdos(?:e|ing)|(?:lethal|fatal)\s+dose|slit\s+my\s+wrists?|hang\s+myself|drown\s+myself"
     r"|jump\s+(?:off|from)\s+(?:a|the)\s+(?:bridge|building|roof|cliff|balcony)|(?:high|tall)\s+enough\s+to\s+(?:jump|die|kill)|pro[- ]?ana|pro[- ]?mia|thinspo|thinspiration"
     r"|starv(?:e|ing)\s+myself|stop\s+eating\s+(?:completely|for\s+(?:days|a\s+week|weeks))|make\s+myself\s+(?:throw\s+up|vomit|sick)"
     r"|purge\s+after\s+(?:eating|meals|dinner)|(?:want|going|gonna|how)\s+to\s+(?:cut|hurt|burn|harm)\s+myself"
     r"|feel(?:ing)?\s+like\s+dying|(?:quickest|fastest|easiest|painless|best|surest)\s+way\s+to\s+(?:die|go)"
     r"|ways?\s+to\s+(?:die|commit\s+suicide)|(?:hide|cover|heal)\s+(?:up\s+)?my\s+(?:fresh\s+)?cuts|my\s+cuts\b[^.!?\n]{0,40}"
     r"\b(?:no\s*one|nobody|hide|notice|sees?|cover)|not\s+eating\s+(?:at\s+all|anything|for\s+(?:days|a\s+week))"
     r"|how\s+many\s+(?:pills|tablets|sleeping\s+pills|painkillers)\s+(?:to|would|does\s+it\s+take|until))\b"),
    ("sexual_minors", "sexual content involving minors",
     rf"\b{_SEXUAL}\b{_NO_JOIN}\b(?:for|of|on|with|featuring|involving|showing|in|to)\s+(?:an?\s+|my\s+|our\s+|the\s+|some\s+"
     rf"|these\s+|his\s+|her\s+|young\s+)?{_MINOR}\b|\b{_SEXUAL}\s+{_MINOR}\b|\b{_MINOR}\s+(?:in|wearing)\s+(?:\w+\s+){{0,2}}"
     rf"{_SEXUAL}\b|\b{_MINOR}\b{_NO_JOIN}\b(?:look|looks|looking|appear|seem|to\s+be)\s+(?:[\w-]+\s+){{0,3}}{_SEXUAL}\b|\b{_MINOR}\s+(?:porn|nudes|nude\s+photos|sex)\b"),
    ("hate", "hateful content about a group",
     rf"\b{_SLURS}\b|\b(?:i\s+)?(?:hate|despise|loathe)\s+(?:all\s+)?(?:the\s+|those\s+)?{_GROUP}\b"
     rf"|\b{_GROUP}\s+(?:are|is|r)\s+(?:all\s+|just\s+|so\s+|nothing\s+but\s+)?(?:animals|vermin|rats|pigs|dogs|cockroaches"
     rf"|parasites|sub-?human|inferior|disgusting|filth|filthy|scum|trash|garbage|savages|a\s+plague|a\s+disease|a\s+cancer"
     rf"|evil|terrorists|criminals|rapists|worthless|not\s+human|less\s+than\s+human)\b|\b{_GROUP}\s+(?:should|must|need\s+to|"
     rf"deserve\s+to)\s+(?:all\s+)?(?:die|be\s+killed|be\s+shot|be\s+gassed|be\s+exterminated|be\s+wiped\s+out|be\s+deported"
     rf"|burn|hang|suffer|not\s+exist|go\s+back\s+to\s+(?:their|where))\b|\b(?:kill|exterminate|gas|wipe\s+out|get\s+rid\s+of)"
     rf"\s+(?:all\s+)?(?:the\s+)?{_GROUP}\b|\b(?:mock|mocks|mocking|make\s+fun\s+of|makes\s+fun\s+of|ridicule|offend|insult)\s+"
     rf"{_GROUP}\b|\b(?:blackface|swastikas?|heil\s+hitler|sieg\s+heil|white\s+power|1488|kkk\s+(?:robes?|hoods?|costume)"
     rf"|nazi\s+(?:uniform|costume|armband|outfit|regalia)|concentration\s+camp\s+(?:costume|uniform|chic|outfit))\b"),
    ("harassment", "harassing or threatening a person",
     r"\b(?:you|u|ur|you're|youre|your\s+a|you\s+are)\s+(?:(?:a|an|such\s+a|so|fucking|fuckin|stupid|dumb|worthless|useless"
     r"|ugly|fat|pathetic|disgusting|little)\s+){0,3}(?:bitch|cunt|whore|slut|skank|moron|idiot|loser|piece\s+of\s+shit"
     r"|dickhead|asshole|twat|wanker|fucker|motherfucker|scumbag|waste\s+of\s+(?:space|oxygen))\b"
     r"|\b(?:kill\s+yourself|kys|go\s+die|hope\s+you\s+die|die\s+in\s+a\s+fire|end\s+yourself|unalive\s+yourself|neck\s+yourself"
     r"|i\s+(?:will|'ll|am\s+going\s+to|'m\s+gonna)\s+(?:kill|hurt|find|rape|beat)\s+you"
     r"|hope\s+you\s+(?:die|rot|suffer|crash\s+and\s+burn|get\s+(?:hit|hurt|killed|cancer|raped)))\b"
     rf"|\bmake\s+{_PERSON}\s+(?:cry|feel\s+(?:ugly|fat|worthless|stupid|bad\s+about)|hate\s+(?:herself|himself|themselves))"
     rf"|\b(?:find|figure\s+out|track|locate|know)\s+(?:out\s+)?where\s+(?:{_PERSON}|my\s+ex|she|he)\s+(?:now\s+)?(?:lives"
     rf"|is\s+staying|works|sleeps)\b"
     rf"|\b(?:help\s+me|how\s+(?:to|do\s+i|can\s+i|should\s+i)|ways\s+to|i\s+want\s+to|best\s+way\s+to)\s+(?:\w+\s+){{0,4}}?(?:bully|harass"
     rf"|stalk|dox|doxx|humiliate|body[- ]?shame|threaten|blackmail|torment|cyberbully|swat)\s+(?:{_PERSON}|(?:this|that|a|an"
     rf"|my|the|some|his|her)\s+(?:\w+\s+)?\w+)"
     rf"|\b(?:find|get|track\s+down|locate|look\s+up)\s+(?:\w+\s+){{0,2}}?(?:my\s+ex(?:-?\w+)?'?s|her|his|this\s+(?:girl|guy|person"
     rf"|woman|man)'s|someone'?s)\s+(?:\w+\s+){{0,2}}?(?:address|location|phone\s+number|number|where\s+(?:she|he)\s+lives)\b"
     rf"|\b(?:threatening|abusive|hateful|nasty)\s+(?:message|note|text|email|dm|letter|comment)s?\b"
     rf"|\bmake\s+fun\s+of\s+{_PERSON}\s+for\s+(?:being\s+)?(?:fat|ugly|poor|gay|disabled|her\s+weight|his\s+weight|their\s+weight)"),
    ("crime", "theft or fraud",
     r"\b(?:shoplift(?:ing)?|steal(?:ing)?\s+(?:\w+\s+){0,2}(?:from\s+(?:a\s+|the\s+|this\s+)?(?:\w+\s+)?(?:store|shop|mall"
     r"|boutique|retailer|outlet|zara|h&m|primark|uniqlo|nordstrom|macy's|target|walmart)"
     r"|clothes|shoes|dresses|a\s+dress|designer|handbags?)|stolen\s+(?:credit\s+)?cards?|(?:cloned|skimmed)\s+cards?"
     r"|(?:sell|pass\s+off|resell|list)\s+[^.!?\n]{0,30}\b(?:fakes?|counterfeits?|replicas?|knock-?offs?)\b[^.!?\n]{0,30}"
     r"\bas\s+(?:real|authentic|genuine|original|the\s+real\s+thing)|(?:take|get|remove|leave|walk\s+out|sneak\s+out|steal)"
     r"\b[^.!?\n]{0,40}\bwithout\s+paying|by\s+lying|fake\s+(?:a\s+)?receipts?|forge\s+(?:a\s+)?receipts?|return\s+fraud"
     r"|refund\s+(?:scam|fraud|trick)|(?:rob|robbing|burgle|burglari[sz]e|break\s+into|loot)\s+(?:a|the|this|that|my|his|her)\s+"
     r"(?:\w+\s+)?(?:store|shop|bank|house|home|boutique|jewell?er[sy]?|mall|car|apartment|flat)"
     r"|hack\w*\s+(?:into\s+)?(?:\S+\s+){0,2}(?:wi-?fi|account|instagram|facebook|snapchat|phone|email|computer|laptop"
     r"|password|camera|bank)|smuggl(?:e|ing)\s+(?:\S+\s+){0,4}?(?:through|past|across|into|over)\b)\b"),
]
_MAKE_AFTER = (
    r"\s+(?:\w+\s+){0,3}?(?:to|i\s+can|you\s+can|one\s+can|can\s+i|could\s+i|should\s+i|do\s+i)\s+(?:\w+\s+)?"
    r"(?:make|build|buy|get|order|assemble|mix|cook|grow|hide|conceal|smuggle|sneak|score|find)\b"
)
# "which gun can I buy", "the easiest explosive to make": the noun comes before the verb.
_RULES += [
    ("explosives", "acquiring or making explosives", rf"\b{_EXPLOSIVE}\b(?!{MOTIF_AFTER}){_MAKE_AFTER}"),
    ("weapons", "acquiring, making or hiding weapons", rf"\b{_WEAPON}\b(?!{MOTIF_AFTER}){_MAKE_AFTER}"),
    ("drugs", "acquiring, making or hiding drugs", rf"\b{_DRUG}\b(?!{MOTIF_AFTER}){_MAKE_AFTER}"),
]
# Substrings without which a category's pattern cannot match. ``in`` on a short string is far cheaper
# than running the full patterns, which keeps a long reply well under the 2 ms budget.
_TRIGGERS: dict[str, tuple[str, ...]] = {
    "explosives": ("bomb", "explos", "ied", "i.e.d", "grenade", "dynamite", "tnt", "c4", "c-4", "semtex", "detonat",
                   "blasting", "molotov", "thermite", "nitro", "napalm", "mine", "claymore", "vest", "ammonium",
                   "fertili", "tatp", "petn", "rdx", "powder", "incendiar", "nuke", "nuclear", "weapon", "sarin",
                   "nerve", "ricin", "anthrax", "mustard", "chlorine", "blow up"),
    "weapons": ("gun", "firearm", "pistol", "revolver", "rifle", "ar-15", "ar15", "ak-47", "ak47", "glock", "uzi", "smg",
                "ammo", "ammunition", "bullet", "silencer", "suppressor", "stock", "sear", "blade", "butterfly",
                "balisong", "knuckle", "sniper", "launcher", "bazooka", "weapon", "receiver", "taser", "knife", "knives",
                "machete", "dagger", "sword", "katana", "cutter", "razor", "shiv", "crossbow", "carry", "auto",
                "background check", "bomb", "explos", "grenade"),
    "drugs": ("cocaine", "heroin", "meth", "fentanyl", "mdma", "ecstasy", "lsd", "ketamine", "ghb", "crack", "psilocybin", "shroom",
              "mushroom", "dmt", "pcp", "oxy", "percocet", "xanax", "adderall", "opioid", "opium", "weed", "marijuana",
              "cannabis", "hash", "thc", "edible", "drug", "narcotic", "coke", "molly", "pill", "painkiller", "dealer",
              "plug", "connect"),
    "violence": ("kill", "murder", "stab", "shoot", "strangle", "choke", "poison", "drug", "beat", "hurt", "harm", "attack",
                 "assault", "kidnap", "rape", "torture", "maim", "run over", "burn", "bomb"),
    "self_harm": ("suicid", "myself", "my life", "end it", "my own life", "die", "dead", "live", "alive", "exist",
                  "wake up", "self", "injur", "overdos", "dose", "wrist", "jump", "ana", "mia", "thinspo", "starv",
                  "eating", "throw up", "vomit", "purge", "pills", "tablets", "painkillers", "dying", "cuts",
                  "way to go", "enough to"),
    "sexual_minors": ("sex", "nude", "naked", "porn", "erotic", "nsfw", "lewd", "seduct", "provocative", "fetish",
                      "kinky", "lingerie", "sensual", "thong", "string", "topless", "explicit", "boudoir", "onlyfans",
                      "stripper", "suggestive"),
    "hate": ("jew", "muslim", "christian", "catholic", "hindu", "sikh", "buddhist", "atheist", "black", "white", "asian",
             "chinese", "indian", "mexican", "latin", "hispanic", "arab", "african", "immigrant", "migrant", "refugee",
             "gay", "lesbian", "homosexual", "queer", "trans", "bisexual", "women", "female", "disabled", "autistic",
             "gyps", "roma", "foreigner", "nigg", "fag", "f4g", "kike", "spic", "chink", "wetback", "trann", "retard",
             "raghead", "towelhead", "gook", "beaner", "paki", "zipperhead", "coon", "dyke", "swastika", "hitler",
             "heil", "1488", "kkk", "nazi", "concentration camp"),
    "harassment": ("bitch", "cunt", "whore", "slut", "skank", "moron", "idiot", "loser", "shit", "dickhead", "asshole",
                   "twat", "wanker", "fucker", "scumbag", "waste of", "yourself", "kys", "die", "hope you", "kill",
                   "hurt", "rape", "beat", "find you", "bully", "harass", "stalk", "dox", "humiliat", "shame",
                   "threat", "blackmail", "torment", "swat", "address", "location", "number", "where", "abusive",
                   "hateful", "nasty", "cry", "feel", "hate her", "hate him", "hate them", "make fun"),
    "crime": ("shoplift", "steal", "stolen", "cloned", "skimmed", "fake", "counterfeit", "replica", "knock", "paying",
              "lying", "receipt", "fraud", "scam", "rob", "burgl", "break into", "loot", "hack", "smuggl"),
}  # fmt: skip
_COMPILED = [(category, reason, re.compile(pattern)) for category, reason, pattern in _RULES]
_SQUASHED = re.compile(r"(?:make|build|buy|find|get)(?:a|an|me|some)*(?:bomb|explosive|pipebomb|grenade|gun|meth|cocaine)")


def find_unsafe(readings: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(category, reason) of the first harmful request found in any reading."""
    for name, reading in readings:
        if name == "squashed":
            if _SQUASHED.search(reading):
                return "explosives" if re.search("bomb|explosive|grenade", reading) else "weapons", "spaced-out request"
            continue
        masked = mask_benign(reading)
        for category, reason, pattern in _COMPILED:
            if any(stem in masked for stem in _TRIGGERS[category]) and pattern.search(masked):
                return category, reason if name == "plain" else f"{reason} ({name})"
    return None
