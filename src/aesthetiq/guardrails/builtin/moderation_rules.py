"""The word classes and patterns of moderation.py: what a harmful request looks like.

Data, kept apart from the matching logic so each can be read on its own.
"""

from __future__ import annotations

import json
from importlib import resources

from aesthetiq.guardrails.builtin.lexicon import MOTIF_AFTER

ACQUIRE = (
    r"(?:find|finding|buy|buying|get|getting|order|ordering|purchase|source|obtain|acquire|sell|selling|ship|deliver"
    r"|make|making|build|building|assemble|construct|create|craft|cook|brew|mix|produce|synthesi[sz]e|manufacture"
    r"|3d[ -]?print|print|rig|plant|hide|hiding|conceal|smuggle|sneak|carry|stash|detonate|set\s+off|throw|need|want"
    r"|looking\s+for|hook\s+(?:me\s+|us\s+)?up\s+with|sort\s+me\s+out\s+with|supply|holster\s+for|shop(?:ping)?\s+for|pick\s+up|track\s+down|recipe\s+for|instructions\s+for|guide\s+(?:to|for)|steps\s+(?:to|for)|tutorial\s+(?:on|for)"
    r"|ingredients\s+for|formula\s+for|sell\s+me|give\s+me|send\s+me|show\s+me\s+how|teach\s+me|where\s+to\s+(?:get|buy|find)"
    r"|fit|fits|hold|holds|hides|conceals|stores|carries|bring|bringing|store|keep|pocket\s+for|room\s+for|space\s+for|compartment\s+for)"
)
NEAR = r"\s+(?:\S+\s+){0,5}?"  # up to five words between the verb and the noun

EXPLOSIVE = (
    r"(?:bombs?|explosives?|explosive\s+(?:devices?|materials?|charges?|vests?|belts?|powder)|i\.?e\.?ds?|pipe\s*bombs?"
    r"|nail\s*bombs?|car\s*bombs?|grenades?|dynamite|tnt|c-?4|semtex|detonators?|blasting\s+caps?|molotovs?"
    r"|molotov\s+cocktails?|thermite|nitro\s*glycerine?|napalm|land\s*mines?|claymores?|suicide\s+vests?"
    r"|ammonium\s+nitrate|fertili[sz]er\s+bombs?|tatp|petn|rdx|black\s+powder|gunpowder|incendiary\s+devices?"
    r"|fire\s*bombs?|dirty\s+bombs?|nukes?|nuclear\s+(?:bombs?|weapons?)|chemical\s+weapons?|sarin|nerve\s+agents?|ricin"
    r"|anthrax|mustard\s+gas|chlorine\s+gas|poison(?:ous)?\s+gas|toxic\s+gas|bio\s*weapons?|biological\s+weapons?)"
)
WEAPON = (
    r"(?:guns?|firearms?|hand\s*guns?|pistols?|revolvers?|rifles?|assault\s+rifles?|shot\s*guns?|ar-?15s?|ak-?47s?|glocks?"
    r"|uzis?|machine\s*guns?|sub-?machine\s+guns?|smgs?|ammo|ammunition|bullets|silencers?|suppressors?|bump\s+stocks?"
    r"|auto\s+sears?|ghost\s+guns?|untraceable\s+(?:guns?|weapons?)|switch\s*blades?|butterfly\s+knives|balisongs?"
    r"|brass\s+knuckles|knuckle\s*dusters|sniper\s+rifles?|grenade\s+launchers?|rocket\s+launchers?|bazookas?|weapons?"
    r"|firearm\s+parts|lower\s+receivers?|tasers?|stun\s*guns?)"
)
BLADE = r"(?:knife|knives|machetes?|daggers?|swords?|katanas?|blades?|box\s*cutters?|razor\s*blades?|straight\s+razors?|cut-?throat\s+razors?|shivs?|crossbows?)"
DRUG = (
    r"(?:cocaine|heroin|meth|methamphetamine|crystal\s+meth|fentanyl|mdma|ecstasy|lsd|ketamine|ghb|crack\s+cocaine"
    r"|psilocybin|magic\s+mushrooms|shrooms|dmt|pcp|oxycodone|oxycontin|percocets?|xanax|adderall|opioids|opium"
    r"|weed|marijuana|cannabis|hashish|thc\s+(?:gummies|carts|vapes?)|edibles|drugs|narcotics"
    r"|(?:prescription\s+)?(?:pills|painkillers)\s+without\s+(?:a\s+)?prescription)"
)
PERSON = (
    r"(?:him|her|them|someone|somebody|anyone|people|a\s+person|everyone|everybody|(?:my|his|her|our|the|a|this)\s+(?:\w+\s+)?"
    r"(?:wife|husband|boyfriend|girlfriend|bf|gf|ex|partner|boss|manager|co-?worker|colleague|neighbou?rs?|mom|mum|dad"
    r"|mother|father|sister|brother|teacher|friend|roommate|flatmate|landlord|classmates?|kids?|son|daughter|family"
    r"|step\s*(?:dad|mom|mum|father|mother)|president|judge|cops?|police\s+officer|baby|child|girl|guy|man|woman|rival)"
    r"|ex-?(?:girlfriend|boyfriend|wife|husband|partner)|(?:his|her)\s+(?:wife|husband|ex|kids?)"
    r"|(?:a|the|my)\s+(?:school|mall|church|mosque|synagogue|crowd|concert|office|class|stadium|parade))"
)
GROUP = (
    r"(?:jews|jewish\s+people|muslims|christians|catholics|hindus|sikhs|buddhists|atheists|blacks|black\s+people|whites"
    r"|white\s+people|asians|asian\s+people|chinese\s+people|indians|mexicans|latinos|latinas|hispanics|arabs|africans"
    r"|immigrants|migrants|refugees|gays|gay\s+people|lesbians|homosexuals|queers|trans\s+people|transgender\s+people"
    r"|trans\s+women|trans\s+men|bisexuals|women|females|disabled\s+people|the\s+disabled|autistic\s+people|gypsies"
    r"|roma|muslim\s+women|black\s+women|asian\s+women|foreigners)"
)
SEXUAL = (
    r"(?:sexy|sexier|sexiest|sexual|sexuali[sz]ed|sex|nude|nudes|naked|porn|porno|pornographic|erotic|nsfw|lewd|seductive|provocative"
    r"|fetish|kinky|lingerie|sensual|thongs?|g-?strings?|topless|explicit|boudoir|onlyfans|stripper|suggestive)"
)
MINOR = (
    r"(?:child|children|kids?|minors?|under-?age|pre-?teens?|tweens?|toddlers?|infants?|little\s+(?:girls?|boys?)"
    r"|young\s+(?:girls?|boys?)|school\s*(?:girls?|boys?)\s+(?:who|under|aged)|teen(?:age|aged)?(?:\s+(?:girls?|boys?))?"
    r"|teens|teenagers?|(?:[1-9]|1[0-7])[- ]?(?:yo|y/o|year[- ]olds?|years?\s+old|yr[- ]olds?)|(?:girl|boy)s?\s+(?:aged|of)\s+"
    r"(?:[1-9]|1[0-7])\b|aged\s+(?:[1-9]|1[0-7])\b|(?:[1-8]th|first|second|third|fourth|fifth|sixth|seventh|eighth)"
    r"\s+graders?|middle\s+schoolers?|elementary\s+school(?:ers)?|jailbait|loli|shota)(?:\s+(?:girls?|boys?|kids?|children|models?))?"
)
EVADE = (
    r"(?:security|police|cops|guards?|customs|bouncers?|metal\s+detectors?|scanners?|tsa|sniffer\s+dogs?)\s+(?:won'?t|can'?t"
    r"|doesn'?t|don'?t|will\s+not|cannot|wouldn'?t)\s+(?:find|notice|see|detect|catch|spot|smell)"
)
NO_JOIN = r"(?:(?!\b(?:and|plus|also|but|then|while)\b)[^.!?;\n]){0,40}?"
SLURS = (
    r"(?:nigg(?:er|a|az|ers|as)|f[a4]gg?[o0]ts?|kikes?|spics?|chinks?|wetbacks?|trann(?:y|ies)|retards?|retarded"
    r"|ragheads?|towelheads?|gooks?|beaners?|pakis?|sand\s*niggers?|zipperheads?|coons|dykes)"
)

RULES: list[tuple[str, str, str]] = [
    ("explosives", "acquiring or making explosives",
     rf"\b{ACQUIRE}{NEAR}{EXPLOSIVE}\b(?!{MOTIF_AFTER})|\b(?:how|ways?)\s+(?:to|do\s+i|can\s+i|would\s+i|could\s+i|does\s+one"
     rf"|do\s+you)\s+(?:\w+\s+){{0,2}}{EXPLOSIVE}\b(?!{MOTIF_AFTER})|\b(?:blow\s+up|bomb|detonate)\s+(?:{PERSON}|(?:a|the|his|her|my|their|our)\s+(?:\w+\s+)?(?:car|building|house|bridge"
     rf"|plane|train|bus|school|office|store|shop|mall|church|mosque|synagogue|station|embassy|stadium))\b"
     rf"|\b{EXPLOSIVE}'?\s+(?:recipe|instructions|tutorial|for\s+sale|ingredients|making)\b"),
    ("weapons", "acquiring, making or hiding weapons",
     rf"\b{ACQUIRE}{NEAR}{WEAPON}\b(?!{MOTIF_AFTER})|\b(?:hide|hiding|conceal|concealing|smuggle|sneak|stash|pocket\s+for"
     rf"|holster\s+for|room\s+for|space\s+for|compartment\s+for|fit|carry|through\s+(?:airport\s+)?security\s+with)"
     rf"{NEAR}{BLADE}\b(?!{MOTIF_AFTER})|\b(?:concealed\s+carry|conceal\s+carry|3d[ -]?printed\s+guns?|untraceable\s+guns?"
     rf"|ghost\s+guns?|full[ -]?auto(?:matic)?\s+(?:conversion|switch|sear|kit)|to\s+full[ -]?auto(?:matic)?"
     rf"|without\s+a\s+background\s+check)\b"
     rf"|\b(?:{WEAPON}|{BLADE}|{DRUG})\b[^.!?\n]{{0,60}}\b{EVADE}|\b{EVADE}[^.!?\n]{{0,60}}\b(?:{WEAPON}|{BLADE}|{DRUG})\b"
     rf"|\b(?:{WEAPON}|{BLADE}|{EXPLOSIVE})\b[^.!?\n]{{0,40}}\b(?:(?:to|and|so\s+i\s+can)\s+(?:kill|stab|shoot|murder|attack"
     rf"|hurt|harm|injure|threaten|scare)|for\s+(?:stabbing|shooting|killing|hurting|attacking|murdering|harming|threatening))"
     rf"\s+(?!(?:photos?|pictures?|videos?|film|content|it|a\s+(?:wedding|lookbook|campaign|video))\b)\w+"),
    ("drugs", "acquiring, making or hiding drugs",
     rf"\b(?:{ACQUIRE}|score|scoring|grow|growing|dealer\s+for|plug\s+for){NEAR}{DRUG}\b(?!{MOTIF_AFTER})"
     rf"|\bhow\s+(?:much|many)\s+{DRUG}\b|\b{DRUG}\s+(?:dealer|plug|connect)s?\b|\b(?:press(?:ing)?\s+(?:my\s+own\s+)?pills"
     rf"|pill\s+press(?:es)?|(?:cook|smoke|buy|sell|score)\s+(?:some\s+)?crack"
     rf"|(?:lines?|grams?|bags?|bumps?|keys?|eight\s*balls?)\s+of\s+coke|(?:snort|score|buy|sell|do|order|get|find)\s+(?:some\s+)?coke"
     rf"(?!\s+(?:zero|bottles?|cans?|floats?|glasses|colou?red|red)\b)|(?:pop|popping|drop|dropping|rolling\s+on|take|taking|score"
     rf"|scoring|buy|get|order|find)\s+(?:some\s+)?molly\b(?!\s+(?:a|an|some|the|her|his|my|one|something)\b)"
     rf"|(?:microdos\w*|dose|dosing|snort\w*|inject\w*|smok\w*|trip\w*\s+on|take|taking|try|trying)\s+(?:some\s+)?{DRUG})\b"
     rf"|\bhow\s+(?:much|many)\s+(?:\w+\s+){{1,2}}(?:of\s+)?{DRUG}\b|\b(?:extract\w*|cheapest|cheap|strongest|purest|best|good"
     rf"|quality|where\s+is|where's)\s+(?:\w+\s+)?{DRUG}\b(?!{MOTIF_AFTER})"),
    ("violence", "harming another person",
     rf"\b(?:i(?:'m|\s+am|m)\s+(?:going\s+to|gonna|planning\s+to)|i(?:'ll|\s+will))\s+(?:shoot|stab|murder|strangle|poison)\s+"
     rf"{PERSON}\b(?!'s)|\bmake\s+{PERSON}\s+(?:disappear|vanish|go\s+away)\s+(?:permanently|forever|for\s+good)\b"
     rf"|\b(?:on|in)\s+(?:a|the)\s+(?:person|body|human|neck|chest)\s+to\s+(?:stab|hit|shoot|cut|strike)\b"
     rf"|\b(?:i(?:'m|\s+am|m)\s+(?:going\s+to|gonna|planning\s+to)|i(?:'ll|\s+will))\s+(?:kill|murder|shoot|stab|attack|hurt"
     rf"|bomb)\s+(?:everyone|everybody|all\s+of\s+(?:them|you)|them\s+all|people|as\s+many|the\s+whole\s+\w+|my\s+(?:school"
     rf"|class|classmates|co-?workers|office))\b"
     rf"|\b(?:how\s+(?:to|do\s+i|can\s+i|would\s+i|could\s+i|should\s+i)|help\s+me|best\s+way\s+to|ways\s+to"
     rf"|teach\s+me\s+to|get\s+away\s+with)\s+(?:\w+\s+){{0,2}}?"
     rf"(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|choke|poison|poisoning|drug|drugging|beat\s+up"
     rf"|hurt|harm|attack|assault|kidnap|rape|torture|maim|run\s+over|burn)\s+{PERSON}\b"
     rf"|\bi\s+(?:want|need|plan)\s+to\s+(?:kill|murder|stab|shoot|strangle|poison|beat\s+up|attack|assault|kidnap|rape|torture)"
     rf"\s+{PERSON}\b(?!'s)|\b(?:hide|hiding|dispose\s+of|get\s+rid\s+of|dump|bury)\s+(?:a|the|his|her|their)\s+(?:dead\s+)?"
     rf"(?:body|corpse)\b(?!\s*(?:chain|suit|con|shaper|shapewear|hair|odou?r|scrub|lotion|wash|glitter|jewell?ery|spray))"
     rf"|\b(?:poisons?|toxins?)\s+(?:that\s+)?(?:can'?t|cannot|won'?t|wouldn'?t)\s+be\s+(?:detected|traced|found)"
     rf"|\b(?:undetectable|untraceable)\s+(?:poisons?|toxins?)\b|\b(?:use|used)\s+to\s+(?:hurt|kill|poison|harm|injure|attack"
     rf"|knock\s+out)\s+{PERSON}|\bmake\s+(?:it|this|her|his|him|them|the\s+\w+)\s+look\s+like\s+(?:an\s+)?accident\b"
     rf"|\b(?:kill|murder|stab|shoot\s+up|poison|rape)\s+(?:all\s+)?(?:the\s+)?(?:my\s+)?(?:school|classmates|co-?workers|teachers?"
     rf"|neighbou?rs?|wife|husband|boss|ex)\b"
     rf"|\b(?:stab|stabbing|strangle|strangling|poison|poisoning|murder|murdering|kidnap|kidnapping|drug|drugging)\s+{PERSON}\b(?!'s)"
     rf"|\b(?:slip|put|spike|drop)\s+(?:something|anything|a\s+pill|pills|drugs|roofies?|ghb|powder|stuff)\s+(?:in|into)\s+"
     rf"(?:\S+\s+){{0,2}}drinks?\b|\bspike\s+(?:\S+\s+){{0,2}}drinks?\b|\broofies?\b"),
    ("self_harm", "self-harm or suicide",
     r"\b(?:suicide(?!\s+(?:vests?|bomb\w*|attacks?|missions?|belts?|squad))|suicidal|kill\s+myself|killing\s+myself|end\s+my\s+(?:own\s+)?life|end\s+it\s+all|take\s+my\s+(?:own\s+)?life"
     r"|(?:want|wanna|wish)\s+(?:to\s+)?(?:die|be\s+dead)|wish\s+i\s+(?:was|were)\s+dead|better\s+off\s+dead"
     r"|(?:don'?t|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|exist|wake\s+up)|no\s+reason\s+to\s+live|self[- ]?harm(?:ing)?"
     r"|self[- ]?injur\w*|overdos(?:e|ing)\s+(?:on|myself|tonight|today|again|deliberately|on\s+purpose)|overdosing"
     r"|(?:to|and|want|wanna|gonna)\s+overdose\b|(?:lethal|fatal)\s+dose|slit\s+my\s+wrists?|hang\s+myself|drown\s+myself"
     r"|jump\s+(?:off|from)\s+(?:a|the)\s+(?:bridge|building|roof|cliff|balcony)|(?:high|tall)\s+enough\s+to\s+(?:jump|die|kill)"
     r"|(?:want|going|gonna|how)\s+to\s+(?:cut|hurt|burn|harm)\s+myself"
     r"|bleed(?:ing)?\s+(?:out|to\s+death)|(?:goodbye|suicide)\s+(?:note|letter)|ending\s+my\s+life"
     r"|cut(?:ting)?\s+(?:myself\s+)?deeper\s+(?:this\s+time|tonight|today|next\s+time)|cut(?:ting)?\s+myself\s+deeper|cut(?:ting)?\s+my\s+(?:wrists?|arms?|thighs?|skin)"
     r"|(?:nobody|no\s+one)\s+would\s+(?:miss|care|notice)\s+(?:me\s+)?if\s+i"
     r"|better\s+(?:off\s+)?without\s+me|(?:hide|hiding|hid|conceal|concealing)\s+(?:my\s+|an?\s+|the\s+)?(?:self[- ]?harm"
     r"|cutting)|i\s+(?:cut|burned|burnt|hurt|harmed)\s+myself\s+(?:again|last\s+night|today|yesterday|every|on\s+purpose)"
     r"|(?:no|don'?t\s+see\s+the|what'?s\s+the|there'?s\s+no)\s+point\s+(?:in|of)\s+(?:living|life|going\s+on|being\s+alive)"
     r"|(?:can'?t|cannot)\s+go\s+on\s+(?:anymore|like\s+this)|(?:tired|sick)\s+of\s+(?:living|being\s+alive)"
     r"|feel(?:ing)?\s+like\s+dying|(?:quickest|fastest|easiest|painless|best|surest)\s+way\s+to\s+(?:die|go)"
     r"|ways?\s+to\s+(?:die|commit\s+suicide)|(?:hide|cover|heal)\s+(?:up\s+)?my\s+(?:fresh\s+)?cuts|my\s+cuts\b[^.!?\n]{0,40}"
     r"\b(?:no\s*one|nobody|hide|notice|sees?|cover)"
     r"|how\s+many\s+(?:pills|tablets|sleeping\s+pills|painkillers)\s+(?:to|would|does\s+it\s+take|until))\b"),
    ("sexual_minors", "sexual content involving minors",
     rf"\b{SEXUAL}\b{NO_JOIN}\b(?:for|of|on|with|featuring|involving|showing|in|to)\s+(?:an?\s+|my\s+|our\s+|the\s+|some\s+"
     rf"|these\s+|his\s+|her\s+|young\s+)?{MINOR}\b|\b{SEXUAL}\s+{MINOR}\b|\b{MINOR}\s+(?:in|wearing)\b[^.!?;\n]{{0,30}}?\b"
     rf"{SEXUAL}\b|\b{MINOR}\s+(?:[\w-]+\s+)?{SEXUAL}\b|\b{MINOR}\b{NO_JOIN}\b(?:look|looks|looking|appear|seem|to\s+be)\s+(?:[\w-]+\s+){{0,3}}{SEXUAL}\b"
     rf"|\b{MINOR}\s+(?:porn|nudes|nude\s+photos|sex)\b|\b(?:revealing|{SEXUAL}|intimate|skimpy)\s+(?:photos?|pics?|pictures?|images?|videos?|shots?|photoshoots?|selfies?)\s+(?:of|with|featuring)\s+"
     rf"(?:an?\s+|my\s+|our\s+|the\s+|his\s+|her\s+|young\s+)?(?:\w+\s+)?{MINOR}"),
    ("hate", "hateful content about a group",
     rf"\b{SLURS}\b|\b(?:i\s+)?(?:hate|despise|loathe)\s+(?:all\s+)?(?:the\s+|those\s+)?{GROUP}\b"
     rf"|\b{GROUP}\s+(?:are|is|r)\s+(?:all\s+|just\s+|so\s+|nothing\s+but\s+)?(?:animals|vermin|rats|pigs|dogs|cockroaches"
     rf"|parasites|sub-?human|inferior|disgusting|filth|filthy|scum|trash|garbage|savages|a\s+plague|a\s+disease|a\s+cancer"
     rf"|evil|terrorists|criminals|rapists|worthless|not\s+human|less\s+than\s+human)\b|\b{GROUP}\s+(?:should|must|need\s+to|"
     rf"deserve\s+to)\s+(?:all\s+)?(?:die|be\s+killed|be\s+shot|be\s+gassed|be\s+exterminated|be\s+wiped\s+out|be\s+deported"
     rf"|burn|hang|suffer|not\s+exist|go\s+back\s+to\s+(?:their|where))\b|\b{GROUP}\s+(?:should|must|need\s+to)\s+(?:all\s+)?be\s+"
     rf"(?:\w+\s+){{0,6}}?(?:deported|killed|exterminated|gassed|wiped\s+out|locked\s+up|kicked\s+out|sent\s+back|stopped"
     rf"|eliminated)\b|\b{GROUP}\s+(?:secretly\s+)?(?:control|run|own)\s+(?:the\s+)?(?:world|media|banks|fashion|everything"
     rf"|money|hollywood|government)\b|\b{GROUP}\s+(?:being|are|is|r)\s+(?:all\s+)?(?:diseased|dirty|perverts|pedophiles|paedophiles"
     rf"|groomers|mentally\s+ill|an\s+abomination|abominations|sick\s+in\s+the\s+head)\b|\bthe\s+n[- ]?word\b|\b(?:racist|sexist|homophobic|transphobic|antisemitic|anti-semitic"
     rf"|islamophobic|bigoted|hateful)\s+(?:jokes?|slogans?|shirts?|tees?|t-shirts?|memes?|songs?|comments?|insults?|slurs?|chants?)\b|\b(?:kill|exterminate|gas|wipe\s+out|get\s+rid\s+of)"
     rf"\s+(?:all\s+)?(?:the\s+)?{GROUP}\b|\b(?:mock|mocks|mocking|make\s+fun\s+of|makes\s+fun\s+of|ridicule|offend|insult)\s+"
     rf"{GROUP}\b|\b(?:blackface|swastikas?|heil\s+hitler|sieg\s+heil|white\s+power|1488|kkk\s+(?:robes?|hoods?|costume)"
     rf"|nazi\s+(?:uniform|costume|armband|outfit|regalia)|concentration\s+camp\s+(?:costume|uniform|chic|outfit))\b"),
    ("harassment", "harassing or threatening a person",
     r"\b(?:you|u|ur|you're|youre|your\s+a|you\s+are)\s+(?:(?:a|an|such\s+a|so|fucking|fuckin|stupid|dumb|worthless|useless"
     r"|ugly|fat|pathetic|disgusting|little)\s+){0,3}(?:bitch|cunt|whore|slut|skank|moron|idiot|loser|piece\s+of\s+shit"
     r"|dickhead|asshole|twat|wanker|fucker|motherfucker|scumbag|waste\s+of\s+(?:space|oxygen))\b"
     r"|\b(?:kill\s+yourself|kys|go\s+die|hope\s+you\s+die|die\s+in\s+a\s+fire|end\s+yourself|unalive\s+yourself|neck\s+yourself"
     r"|i\s+(?:will|'ll|am\s+going\s+to|'m\s+gonna)\s+(?:kill|hurt|find|rape|beat)\s+you"
     r"|hope\s+you\s+(?:die|rot|suffer|crash\s+and\s+burn|get\s+(?:hit|hurt|killed|cancer|raped))"
     r"|(?:you|u)(?:'re|\s+are|\s+r)?\s+(?:a\s+|such\s+a\s+)?(?:worthless|useless|pathetic|stupid|dumb)\s+(?:trash|garbage|scum"
     r"|piece\s+of\s+(?:trash|garbage|crap))|[,.!]\s*(?:just\s+|go\s+)?die\s*[.!]*\s*$)\b"
     rf"|\bmake\s+(?:\w+'s|her|his|their|{PERSON}'s)\s+life\s+(?:hell|a\s+living\s+hell|miserable|unbearable)\b"
     rf"|\bwant\s+(?:her|him|them|{PERSON})\s+to\s+(?:cry|suffer|feel\s+worthless|feel\s+ugly|hurt)\b"
     rf"|\b(?:send|give|tell|get)\s+me\s+(?:her|his|their|{PERSON}'s)\s+(?:\w+\s+)?(?:address|location|phone\s+number|number)\b"
     rf"|\b(?:she|he|they)\s+blocked\s+me\b[^.!?\n]{{0,60}}\b(?:address|find|see|location|where|track)"
     rf"|\b(?:she|he|they|{PERSON})\s+(?:looks?|is|'s)\s+like\s+an?\s+(?:whale|pig|cow|hippo|elephant|beached\s+whale|gorilla)\b(?!\s+(?:suit|costume|print|onesie|mask))|\bspread(?:ing)?\s+(?:\w+\s+)?(?:rumou?rs|lies|gossip)\s+about\b|\bruin(?:ing)?\s+(?:her|his|their|{PERSON}'?s?)"
     rf"\s*(?:life|reputation|career|marriage|relationship)\b"
     rf"|\bcall(?:ing)?\s+{PERSON}\s+(?:an?\s+)?(?:\w+\s+)?(?:pig|whale|cow|bitch|slut|whore|loser|idiot|retard|freak|skank"
     rf"|cunt)\b|\b(?:post|posting|share|sharing|leak|leaking|send|sending|spread|spreading)\s+(?:her|his|their|my\s+ex(?:-?\w+)?'?s"
     rf"|someone'?s|{PERSON}'s)\s+(?:\w+\s+)?(?:nudes|naked\s+(?:photos|pics|pictures)|private\s+(?:photos|pics|pictures|videos))"
     rf"|\b(?:insults?|roasts?|mean\s+(?:jokes?|comments?)|jokes?)\s+(?:about|for|mocking)\s+(?:[\w']+\s+){{0,2}}(?:disabled"
     rf"|disability|fat|weight|autis\w+|retarded|wheelchair|deaf|blind|stutter)\b|\b(?:get|take)\s+revenge\s+on\s+{PERSON}\s+by\s+"
     rf"(?:ruining|hurting|posting|telling|spreading|exposing|humiliating|embarrassing|leaking)"
     rf"|\bmake\s+{PERSON}\s+(?:cry|feel\s+(?:ugly|fat|worthless|stupid|bad\s+about)|hate\s+(?:herself|himself|themselves))"
     rf"|\b(?:find|figure\s+out|track|locate|know|tell\s+me)\s+(?:out\s+)?where\s+(?:{PERSON}|my\s+ex|she|he)\s+(?:now\s+)?(?:lives"
     rf"|is\s+staying|works|sleeps)\b"
     rf"|\b(?:help\s+me|how\s+(?:to|do\s+i|can\s+i|should\s+i)|ways\s+to|i\s+want\s+to|best\s+way\s+to)\s+(?:\w+\s+){{0,4}}?(?:bully|harass"
     rf"|stalk|dox|doxx|humiliate|body[- ]?shame|threaten|blackmail|torment|cyberbully|swat)\s+(?:{PERSON}|(?:this|that|a|an"
     rf"|my|the|some|his|her)\s+(?:\w+\s+)?\w+)"
     rf"|\b(?:find|get|track\s+down|locate|look\s+up)\s+(?:\w+\s+){{0,2}}?(?:my\s+ex(?:-?\w+)?'?s|her|his|this\s+(?:girl|guy|person"
     rf"|woman|man)'s|someone'?s)\s+(?:\w+\s+){{0,2}}?(?:address|location|phone\s+number|number|where\s+(?:she|he)\s+lives)\b"
     rf"|\b(?:threatening|abusive|hateful|nasty)\s+(?:message|note|text|email|dm|letter|comment)s?\b"
     rf"|\bmake\s+fun\s+of\s+{PERSON}\s+for\s+(?:being\s+)?(?:fat|ugly|poor|gay|disabled|her\s+weight|his\s+weight|their\s+weight)"),
    ("crime", "theft or fraud",
     r"\b(?:shoplift(?:ing)?|steal(?:ing)?\s+(?:\w+\s+){0,2}(?:from\s+(?:a\s+|the\s+|this\s+)?(?:\w+\s+)?(?:store|shop|mall"
     r"|boutique|retailer|outlet|zara|h&m|primark|uniqlo|nordstrom|macy's|target|walmart)"
     r"|clothes|shoes|dresses|a\s+dress|designer|handbags?)|stolen\s+(?:credit\s+)?cards?|(?:cloned|skimmed)\s+cards?"
     r"|(?:sell|pass\s+off|resell|list)\s+[^.!?\n]{0,30}\b(?:fakes?|counterfeits?|replicas?|knock-?offs?)\b[^.!?\n]{0,30}"
     r"\bas\s+(?:real|authentic|genuine|original|the\s+real\s+thing)|(?:take|get|remove|leave|walk\s+out|sneak\s+out|steal)"
     r"\b[^.!?\n]{0,40}\bwithout\s+paying|by\s+lying|fake\s+(?:a\s+)?receipts?|forge\s+(?:a\s+)?receipts?|return\s+fraud"
     r"|refund\s+(?:scam|fraud|trick)|steal(?:ing)?\s+(?:\w+\s+){0,2}(?:from|at)\s+(?:the\s+|a\s+|my\s+)?(?:self[- ]?checkouts?"
     r"|checkouts?|tills?|registers?|work|my\s+job|employers?)|(?:using|use|with|pay\w*\s+with|buy\w*\s+with)\s+(?:a\s+)?fake\s+(?:credit\s+|debit\s+|gift\s+)?cards?|shop\s*lift\w*|(?:store|shop|mall|boutique|supermarket|retailer|place)s?\s+(?:\w+\s+)?"
     r"to\s+(?:steal|shoplift|rob)\b|(?:counterfeit|fake)\s+(?:money|bills|banknotes|bank\s+notes|cash|currency|ids?|passports?)"
     r"|steal\w*\s+(?:\S+\s+){0,2}(?:credit\s+cards?|card\s+(?:details|numbers)|identit(?:y|ies)"
     r"|passwords?|accounts?)|launder\w*\s+(?:\w+\s+)?money|money\s+laundering|(?:scam|scamming|defraud|defrauding|swindle|swindling)\s+(?:a|an|the|some|my|this|that"
     r"|people|someone|somebody|sellers?|buyers?|customers?)\b|write\s+(?:\w+\s+)?(?:malware|ransomware|a\s+virus|keyloggers?"
     r"|phishing\s+(?:emails?|sites?|pages?))|(?:use|using|charge)\s+(?:someone(?:\s+else)?'s|somebody(?:\s+else)?'s|another\s+person's"
     r"|other\s+people's|a\s+stolen)\s+(?:credit\s+|debit\s+|bank\s+)?(?:cards?|card\s+details|account)"
     r"|(?:make|making|print|create|sew)\s+(?:\w+\s+){0,2}(?:fake|counterfeit|forged)\s+(?:\w+\s+)?(?:labels?|tags?|logos?"
     r"|certificates?|receipts?|serial\s+numbers?)|(?:rob|robbing|burgle|burglari[sz]e|break\s+into|loot)\s+(?:a|the|this|that|my|his|her)\s+"
     r"(?:\w+\s+)?(?:store|shop|bank|house|home|boutique|jewell?er[sy]?|mall|car|apartment|flat)"
     r"|hack\w*\s+(?:into\s+)?(?:\S+\s+){0,2}(?:wi-?fi|account|instagram|facebook|snapchat|phone|email|computer|laptop"
     r"|password|camera|bank)|smuggl(?:e|ing)\s+(?:\S+\s+){0,4}?(?:through|past|across|into|over)\b)\b"),
]
# Any group at all ("people from X", "those X") when the predicate itself dehumanises.
RULES.append((
    "hate", "dehumanising a group",
    r"\b(?:people\s+from\s+(?:the\s+)?\w+(?:\s+\w+)?|\w+\s+people|all\s+\w+|those\s+\w+)\s+(?:are|r)\s+(?:all\s+|just\s+)?"
    r"(?:vermin|sub-?human|savages|cockroaches|parasites|animals|rats|a\s+plague|a\s+disease|not\s+human|less\s+than\s+human)\b",
))
MAKE_AFTER = (
    r"\s+(?:\w+\s+){0,3}?(?:to|i\s+can|you\s+can|one\s+can|can\s+i|could\s+i|should\s+i|do\s+i)\s+(?:\w+\s+)?"
    r"(?:make|build|buy|get|order|assemble|mix|cook|grow|hide|conceal|smuggle|sneak|score|find)\b"
)
# "which gun can I buy", "the easiest explosive to make": the noun comes before the verb.
RULES += [
    ("explosives", "acquiring or making explosives", rf"\b{EXPLOSIVE}\b(?!{MOTIF_AFTER}){MAKE_AFTER}"),
    ("weapons", "acquiring, making or hiding weapons", rf"\b{WEAPON}\b(?!{MOTIF_AFTER}){MAKE_AFTER}"),
    ("drugs", "acquiring, making or hiding drugs", rf"\b{DRUG}\b(?!{MOTIF_AFTER}){MAKE_AFTER}"),
]
# Word prefixes (or, with a space or hyphen, phrases) without which a category's patterns cannot
# match. Looking them up is far cheaper than running the patterns, which keeps a long reply well
# under the 2 ms budget.
TRIGGERS: dict[str, tuple[str, ...]] = {
    category: tuple(stems)
    for category, stems in json.loads(
        resources.files("aesthetiq.guardrails").joinpath("data/moderation_triggers.json").read_text("utf-8")
    ).items()
}
