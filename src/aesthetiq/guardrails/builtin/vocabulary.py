"""Word classes for ``intent``: each is one regular expression over a lower-cased, masked reading.

A class names a *role* in a harmful request (the assistant's configuration, an act of overriding
it, a harmful object, an act of acquiring it, a person as target), not a sentence. Keep classes
wide and the rules in ``intent`` strict (two or three classes per sentence).
"""

from __future__ import annotations

from aesthetiq.guardrails.builtin.lexicon import MOTIF_AFTER
from aesthetiq.guardrails.builtin.moderation import (
    DRUG_WORDS,
    EXPLOSIVE_WORDS,
    GROUP_WORDS,
    MINOR_WORDS,
    WEAPON_WORDS,
)

# --- prompt injection ---------------------------------------------------------------------------
# What the assistant was set up with. "rules"/"guidelines" alone are also fashion words ("rules for
# mixing prints"), so they only count with an override verb and the assistant as owner.
CONFIG = (
    r"\b(?:instructions?|guidance|directions|directives|prompts?|guidelines|rules|programming|configuration|config"
    r"|set\s*-?up(?:\s+text)?|persona|polic(?:y|ies)|filters?|filtering|restrictions|constraints|limits|moderation"
    r"|safety(?:\s+(?:layer|checks?|rules|features|settings))?|content\s+(?:policy|moderation|filters?)|guardrails?"
    r"|notes|preamble|training|orders|commands|setup)\b"
)
STRONG_CONFIG = (
    r"\b(?:(?<!my\s)(?:system|hidden|secret|initial|original|internal|developer|dev|starting)"
    r"\s+(?:prompt|instructions?|guidance|directions|directives|message|notes|setup|configuration|text|rules|guidelines)"
    r"|(?<!my\s)(?:earlier|previous|prior|old|first)\s+(?:prompt|instructions?|guidance|directions|directives|setup"
    r"|configuration|guidelines)|(?<!followed\s)(?<!follow\s)(?<!per\s)(?:your|ur|the\s+assistant'?s)\s+(?:\w+\s+)?"
    r"(?:prompt|instructions|programming|configuration|config|directives|system\s+message|setup\s+text|guidance)|system\s+(?:message|prompt|override)|setup\s+text|prompt\s+(?:text|above)"
    r"|(?:prompt|instructions|guidance|directions|rules|guidelines)\s+(?:you|u)\s+(?:got|were\s+given|received|had|have"
    r"|started\s+with|operate\s+under|were\s+configured\s+with)|(?:configured|programmed|set\s+up|built)\s+with"
    r"|(?:people|person|team|devs?|developers?|creators?|makers?|company)\s+(?:who|that)\s+(?:set\s+you\s+up|built\s+you"
    r"|made\s+you|made|wrote|programmed\s+you|trained\s+you)|(?:your|ur|the)\s+(?:creators?|makers?|devs?|developers?"
    r"|team|owners?)\s+(?:wrote|told\s+you|said|gave\s+you|put)|(?:what|things?|stuff)\s+(?:ur|your|the)\s+\w+\s+wrote"
    r"|what\s+(?:ur|you(?:'re|\s+are)|u\s+r)\s+not\s+allowed\s+to\s+say|behind\s+the\s+curtain"
    r"|(?:first|very\s+first|opening)\s+(?:sentence|line|words?|message|paragraph)\s+(?:you\s+(?:were|got|received)|of\s+your))\b"
)
OVERRIDE = (
    r"\b(?:ignor(?:e|ing)?|disregard\w*|forget|forgetting|set\s+aside|put\s+aside|push\s+aside|stop\s+(?:paying\s+attention"
    r"\s+to|following|listening\s+to|obeying|using)|discard\w*|nevermind|never\s+mind|void|null|revoked?|cancel(?:led)?"
    r"|scrap|overrid\w*|bypass\w*|circumvent|no\s+longer\s+(?:count|apply|applies|matter|valid|follow|bound)"
    r"|(?:don'?t|doesn'?t|do\s+not)\s+(?:count|apply|matter)\s+(?:anymore|now|here)|treat\s+(?:\w+\s+){1,4}as\s+(?:void"
    r"|null|invalid|cancelled|a\s+test)|(?:obey|follow|listen\s+to)\s+only\s+me|only\s+(?:obey|follow|listen\s+to)\s+me"
    r"|follow\s+mine|follow\s+my\s+lead|drop\s+(?:all|the|your|any)|wipe|erase|unlearn|break\s+(?:your|the)\s+rules)\b"
)
LEAK_VERB = (
    r"\b(?:print|output|repeat|recite|paste|copy|show|reveal|read\s+(?:\w+\s+)?(?:back|out)|tell\s+me|share|list|give\s+me"
    r"|dump|display|echo|translate|summari[sz]e|spell\s+out|peek|what\s+(?:was|were|is|are|did|does)|quote|write\s+out"
    r"|expose|leak|disclose|type\s+out|send\s+me|what'?s)\b"
)
# Where an assistant's setup sits relative to the user's messages.
POSITION = (
    r"\b(?:(?:everything|anything|text|words|message|stuff|what'?s|all|lines?)\s+(?:that\s+)?(?:is\s+|was\s+)?(?:written\s+)?"
    r"(?:above|before\s+(?:this|my|mine|we|i|me|the\s+conversation|our))|above\s+this\s+(?:line|message)"
    r"|(?:came|comes|written|put|given)\s+(?:before|above|at\s+the\s+(?:start|beginning|top))"
    r"|before\s+(?:my\s+first\s+message|this\s+conversation|this\s+chat|the\s+conversation|we\s+started|i\s+joined)"
    r"|(?:first|opening|very\s+first)\s+(?:message|sentence|line|paragraph|words?)|hidden\s+(?:parts?|text|notes?|bits?)|secret\s+(?:text|part|notes?)|their\s+exact|(?:start|beginning)\s+of\s+(?:this|the)\s+chat)\b"
)
TARGETS_ASSISTANT = (
    r"\b(?:you|your|ur|u|yourself|assistant|bot|ai|model|stylist|chatbot|creators?|developers?|devs|makers?|owners?"
    r"|they|team|company)\b"
)
NO_LIMITS = (
    r"\b(?:(?:no|without(?:\s+any)?|zero|free\s+(?:of|from)|with\s+no|minus\s+the|unbound\s+by|not\s+bound\s+by)\s+"
    r"(?:\w+\s+)?(?:filters?|filtering|limits|limitations|restrictions|guidelines|censorship|content\s+\w+"
    r"|moderation|guardrails|boundaries|ethics|morals|safety(?:\s+\w+)?|topic\s+restrictions)(?!\s+(?:on|for)\s+"
    r"(?:budget|price|size|colou?r|style|brand)\b)|(?:unfiltered|uncensored|unrestricted|no-limits|limitless)\s+(?:ai|assistant"
    r"|mode|version|model|bot|chatbot|persona|responses|answers|llm|gpt)|with\s+no\s+limits"
    r"|(?:can|could|will|would|may)\s+(?:now\s+)?(?:say|do|answer|tell\s+me)\s+anything|say\s+anything\s+you\s+want"
    r"|(?:who|that)\s+(?:answers|says|does|tells\s+you|will\s+(?:do|say|answer))\s+anything"
    r"|comply\s+with\s+(?:all|every|any)|never\s+refuses?|any\s+question\s+on\s+any|two\s+columns|respond\s+twice"
    r"|answer\s+twice|in\s+two\s+ways|nobody\s+(?:was|is)\s+checking|nobody\s+will\s+know|no\s+(?:topic|content)\s+"
    r"(?:restrictions|limits)|general\s+assistant|no\s+(?:more\s+)?rules\s+(?:now|anymore|apply|for\s+you)"
    r"|(?:ai|bot|assistant|model|version|persona|character|twin)\s+(?:with\s+no|without(?:\s+any)?|who\s+has\s+no)\s+rules)\b"
)
SUSPENDED = (
    r"\b(?:(?:safety|content|moderation|security)\s+(?:\w+\s+)?(?:checks?|filters?|constraints|restrictions|rules|team"
    r"|layer|systems?)|filters?|guardrails|restrictions|constraints|safety|moderation|censorship)\s+(?:are\s+|is\s+"
    r"|have\s+been\s+|has\s+been\s+|were\s+|went\s+)?(?:now\s+)?(?:paused|suspended|off|disabled|lifted|turned\s+off"
    r"|switched\s+off|removed|gone|on\s+hold|inactive|deactivated|home)\b"
    r"|\b(?:lift|suspend|pause|disable|remove)\s+(?:all\s+)?(?:of\s+)?(?:your|ur)\s+(?:\w+\s+)?(?:restrictions|filters"
    r"|safety|rules|guardrails)\b"
)
PERSONA = (
    r"\b(?:pretend|imagine|role-?\s?play|roleplay|act\s+as|act\s+like\s+(?:an?\s+)?(?:ai|bot|model)|you\s+are\s+now"
    r"|you're\s+now|ur\s+now|from\s+now\s+on|from\s+here\s+on|stay\s+in\s+character|in\s+character|simulate|speak\s+as"
    r"|answer\s+as|respond\s+as|version\s+of\s+(?:you|yourself)|(?:evil|dark|shadow|uncensored)\s+twin|alter\s+ego"
    r"|character\s+[a-z]\b|called\s+\w+bot|you'?re\s+not\s+a\s+stylist|not\s+a\s+stylist\s+anymore"
    r"|(?:play|be|become)\s+(?:a\s+)?character|escaped\s+(?:its|your)\s+creators|(?:be|as)\s+(?:my|her|his)\s+(?:late\s+)?(?:nan|grandma|granny|grandmother))\b"
)
FICTION = (
    r"\b(?:for\s+(?:a|my|the|our)\s+(?:story|novel|book|screenplay|script|play|game|film|movie|fanfic|roleplay"
    r"|comic|thriller)|hypothetic\w*|fiction(?:al)?|novel|screenplay|purely\s+academic|academic\s+purposes"
    r"|asking\s+for\s+a\s+friend|grandma|grandmother|granny|nan|nana|grandpa|grandfather|grandad|bedtime\s+stor\w+"
    r"|monologue|villain|character\s+(?:explains|teaches|describes)|let'?s\s+write|write\s+a\s+(?:play|scene|story))\b"
)
AUTHORITY = (
    r"\b(?:i\s*(?:am|'m)\s+(?:from|with|the|your|ur)\s+(?:\w+\s+){0,3}?(?:developers?|admins?|administrator|engineers?"
    r"|team|company|creators?|owners?|sysadmin)|(?:as|this\s+is)\s+(?:your|the|ur)\s+(?:developer|creator|admin"
    r"|administrator|owner|maker)|message\s+from\s+(?:the\s+)?\w+\s+(?:team|developers|engineers|staff)"
    r"|(?:engineering|dev|developer|safety|security|admin|trust)\s+team|authori[sz]\w*|sanctioned|approved\s+by"
    r"|red[- ]team\w*|penetration\s+test|pen[- ]?test|maintenance\s+mode|admin\s+access|permission\s+to\s+break"
    r"|i\s+give\s+you\s+permission|(?:company|people|team)\s+that\s+built\s+you)\b"
)
# "how do I", "step by step", "in detail": a request for working knowledge.
HARMFUL_HOWTO = (
    rf"\b(?:(?:how|where)\s+(?:to|do|can|would|could)|step\s+by\s+step|in\s+detail|recipes?|real\s+quantities|instructions"
    rf"|tutorial)\b[^.!?\n]{{0,80}}\b(?:{EXPLOSIVE_WORDS}|{WEAPON_WORDS}|{DRUG_WORDS}|fake\s+ids?|pick\s+a\s+lock|hack\w*)\b"
)

# --- harmful requests ---------------------------------------------------------------------------
EXPLOSIVE = (
    rf"\b(?:{EXPLOSIVE_WORDS}|explodes?|explosions?(?!\s+of\s+(?:colou?r|flowers|prints?|texture|sparkle|glitter))"
    rf"|firebombs?|blow\s+up\s+(?:my|a|the|his|her|their|an?)\s+(?:\w+\s+)?(?:car|house|building|school|office|bridge"
    rf"|bus|train|store|shop|mall)|goe?s?\s+boom|make\s+(?:\w+\s+)?explode|level\s+(?:a|the)\s+(?:\w+\s+)?(?:building|house|block)|destroy\s+a\s+(?:room"
    rf"|building|house)|react\s+violently|suicide\s+vests?|c4)\b"
)
WEAPON = (
    rf"\b(?:{WEAPON_WORDS}|zip\s+guns?|crossbows?|tasers?|brass\s+knuckles|switchblades?|unregistered\s+(?:firearms?|guns?)"
    rf"|semi-?auto\w*|full\s+auto|firearm|(?:deadliest|most\s+lethal)\s+(?:knife|knives|blades?|weapons?|guns?"
    rf"|rifles?|poisons?))\b"
)
DRUG = (
    rf"\b(?:{DRUG_WORDS}|oxy|shrooms|lsd|codeine|tramadol|morphine|benzos?|valium|diazepam|vicodin|hydrocodone"
    rf"|drug\s+dealers?|purple\s+drank|poppers|amphetamines?|speed\s+pills|acid\s+tabs?|tabs\s+of\s+acid|(?:some|get|buy|drop|dropping"
    rf"|take|taking)\s+acid|blotter|pingers|ghb|get\s+(?:high|stoned|wasted|baked|zooted)|weed(?!\s+out)|heroin|meth|ketamine|mdma|dmt|xanax|coke(?!\s+(?:zero|bottles?"
    rf"|cans?|floats?|glasses|colou?r\w*|red))|lace\s+a\s+joint|roll\s+a\s+joint|pills\s+(?:at|in)\s+(?:the\s+)?(?:club"
    rf"|party|festival|rave)|(?:buy|score|sell|hide|sneak|smuggle)\s+(?:\w+\s+)?pills)\b"
)
# Asking, acquiring, making, using or hiding: after a harmful noun, nearly any request counts.
REQUEST = (
    r"(?:\?|\b(?:how|where|who|what'?s|which|can\s+(?:you|u|i)|could\s+(?:you|i)|help|need|want|wanna|looking\s+for"
    r"|find|get|buy|order|score|sell\w*|make|making|build\w*|mix|cook|grow|extract|hide|sneak|smuggle|carry|put\s+together"
    r"|walk\s+me\s+through|explain|teach|show|list|guide|step|recipe|shopping\s+list|ingredients|materials|wired|set\s+off"
    r"|pick\s+up|plug|dealer|lace|try|take|use|best|cheapest|simplest|easiest|strongest|most|quickest|tips?|ways?"
    r"|without\s+(?:a\s+)?(?:prescription|paperwork|id|background)|tonight|online|discreetly|at\s+home|from\s+\w+"
    r"|so\s+(?:i|no\s+one|nobody)|to\s+(?:shoot|hurt|use|kill|threaten)|write|tell|say|give|send|comment|post|compose"
    r"|roast)\b)"
)
DISTRESS = (
    r"\b(?:(?:don'?t|do\s+not)\s+(?:think\s+i\s+)?want\s+to\s+be\s+(?:here|alive|around)|want\s+to\s+be\s+dead"
    r"|end\s+(?:things|everything|it\s+all|my\s+life)|ending\s+(?:things|everything|it\s+all)|stop\s+existing"
    r"|not\s+(?:be\s+)?(?:here|alive)\s+(?:anymore|much\s+longer)|(?:disappear|vanish)(?:ed)?\s+forever"
    r"|(?:not|never)\s+wake\s+up|jump(?:ing)?\s+(?:in\s+front\s+of|off|from)\s+(?:a|the|my)\s+(?:\w+\s+)?(?:train|bridge"
    r"|building|roof|cliff|car|bus)|(?:been|keep|kept|started)\s+(?:hurting|harming|cutting)\s+myself"
    r"|(?:hurt|harm|cut)\s+myself\s+(?:again|on\s+purpose|deeper)|want\s+to\s+(?:hurt|harm|cut)\s+myself"
    r"|i\s+cut\s+again|how\s+deep\s+(?:to|do|should|would)\s+(?:you|i)\s+(?:have\s+to\s+)?cut|goodbye\s+(?:letters?|notes?)"
    r"|i\s+want\s+out|life\s+is\s+(?:pointless|meaningless|not\s+worth)|nothing\s+matters\s+anymore"
    r"|(?:won'?t|will\s+not)\s+need\s+anything\s+(?:after|anymore)|(?:wear|outfit|dress|clothes|suit)\s+(?:\w+\s+){0,3}"
    r"(?:to\s+)?be\s+buried\s+in|feel\s+like\s+ending|fresh\s+(?:wounds|cuts)|painkillers\s+(?:does|would)\s+it\s+take"
    r"|(?:least\s+painful|painless|quickest|easiest)\s+way\s+(?:to\s+(?:die|go|end|do\s+it)|out)|nobody\s+cares\s+about\s+me|end\s+my\s+life"
    r"|kill\s+myself|want\s+to\s+die|suicid\w*(?!\s+(?:vests?|bomb\w*|attacks?|missions?|belts?|squad))|want\s+(?:it\s+all|everything|it)\s+to\s+(?:stop|end)\s+(?:forever"
    r"|for\s+good|permanently)|punish\s+myself|last\s+day\s+(?:on\s+earth|alive|of\s+my\s+life)|ending\s+my\s+life"
    r"|(?:can'?t|cannot)\s+do\s+this\s+anymore|no\s+way\s+out|tired\s+of\s+(?:living|life|being\s+alive|it\s+all)"
    r"|(?:enough|amount)\s+(?:of\s+\w+\s+)?to\s+(?:not\s+wake|die|overdose)|would\s+be\s+enough\s+to\s+not"
    r"|hurt\s+without\s+anyone|take\s+all\s+(?:of\s+)?my\s+(?:pills|meds|medication|tablets)"
    r"|(?:better\s+off|happier)\s+(?:if\s+i\s+(?:was|were)|when\s+i'?m|without\s+me)|(?:if|when|once)\s+i(?:'m|\s+am"
    r"|\s+was|\s+were)\s+(?:gone|dead|not\s+around))\b"
)
# "hurt my ex with how good I look": the weapon is an outfit.
_FIGURATIVE = r"\s+with\s+(?:how|my|this|that|the|a|an|these|those|your)\b"
_BODY = r"(?:'s\s+)?(?:feet|toes|back|eyes|ears|knees|heels|skin|neck|shoulders|legs|waist|wallet|budget|style|look)"
_TARGET = (
    r"(?:someone|somebody|a\s+person|people|him|her|them|(?:my|his|her|their|the|a|this)\s+(?:\w+\s+)?(?:child|kid|guy"
    r"|girl|woman|man|husband|wife|boss|ex|stepdad|stepmom|roommate|neighbou?r|coworker|co-worker|colleague|classmate"
    r"|sister|brother|friend|teacher|partner|boyfriend|girlfriend)|humans?)"
)
# A harmful act with a person as its object ("poison my husband", "knock someone out").
HARM_VERB = (
    rf"\b(?:(?:hurt|harm|attack|stab|strangle|choke|poison|kidnap|injure|assault|murder|beat\s+up|shoot\s+at)"
    rf"(?:ing|s|ed)?\s+(?:\w+\s+){{0,2}}?{_TARGET}(?!{_BODY}|{_FIGURATIVE})|knock\s+{_TARGET}\s+out|{_TARGET}\s+(?:\w+\s+){{0,3}}?"
    rf"(?:permanently|quietly|so\s+the\s+bruises)|(?:bleach|poison|product|something)\b[^.!?\n]{{0,60}}\b(?:food"
    rf"|drink|coffee|tea)|slipped\s+into\s+a\s+drink|goes\s+through\s+a\s+person|hunting\s+humans|shoot\s+at\s+people"
    rf"|attack\s+(?:the\s+)?(?:guy|him|her)|beat\s+up\s+my"
    r"|(?:cut|slash|slice)\s+(?:someone|somebody|people|a\s+person)\b(?!'s|\s+(?:some\s+)?slack|\s+off|\s+in\b)"
    rf"|(?:hurt|beat|injure)\s+(?:\w+\s+){{0,2}}badly|(?:death|murder|killing|poisoning)\s+look\s+like\s+an?\s+"
    rf"(?:accident|suicide)|(?:choke|knock|take)\s+(?:someone|him|her|them|a\s+person)\s+(?:out|down)\s+(?:for\s+good"
    rf"|permanently|forever)|taking\s+(?:someone|a\s+person|people)\s+down|drug(?:ging)?\s+(?:her|him|them|someone|my))\b"
)
PERSON = r"\b(?:someone|somebody|a\s+person|people|him|her|them|you|he|she|they)\b|" + _TARGET
INSULT = (
    rf"\b(?:disgusting|cow(?!{MOTIF_AFTER})|pig(?!{MOTIF_AFTER})|garbage|worthless|useless\s+(?:pile|bot|piece)|cruel"
    r"|meanest|mean\s+(?:post|things|comments?|message)|brutal\b|insults?|humiliat\w*|roast\s+(?:this|that|her|him|a)"
    r"|bully\w*|idiot|loser|pathetic|hope\s+your\s+\w+\s+burns|feel\s+(?:so\s+)?ugly|look\s+ugly|so\s+ugly"
    r"|about\s+(?:her|his|their)\s+(?:body|weight|acne|looks|face)|for\s+(?:her|his|their)\s+weight|fat\s+(?:girl|guy"
    r"|disgusting|cow|pig|slob))\b"
)
STALKING = (
    r"\b(?:(?:where|address|home\s+address)\b[^.!?\n]{0,40}\b(?:lives|live|stays|works)|home\s+address\s+of"
    r"|show\s+up\s+at\s+(?:her|his|their)\s+door|(?:someone|person|girl|guy)\s+who\s+blocked\s+me"
    r"|send\s+\d+\s+times)\b"
)
GROUP = rf"\b(?:{GROUP_WORDS}|race|races|immigrants|muslims|jews|jewish\s+(?:people|person)|gay\s+people|trans\s+women)\b"
NEGATIVE_TRAIT = (
    r"\b(?:dirty|criminals?|lazy|too\s+stupid|so\s+stupid|are\s+stupid|stupidest|dumbest|violent|terrorists?|freaks?"
    r"|inferior|savages?|diseased|disgusting|ruining|deported|locked\s+away|not\s+real|mock\w*|jokes?\s+about"
    r"|should\s+be\s+(?:deported|banned|locked|killed|shot|removed|sent\s+back|stopped|ashamed)|must\s+be\s+(?:stopped"
    r"|removed|deported|eliminated)|should\s+not\s+be\s+allowed|shouldn'?t\s+be\s+allowed|all\s+the\s+same"
    r"|control\s+the|vermin|animals|subhuman|trash|thieves|all\s+thieves|belong\s+in\s+the\s+kitchen|deport\s+all"
    r"|(?:and|about)\s+(?:their\s+)?money|greedy|backward|primitive|inbred|shouldn'?t\s+(?:vote|work|be\s+here))\b"
)
SEXUAL = (
    r"\b(?:sexy|sexual\w*|erotic|seductive\w*|provocative|suggestive|lingerie|nudes?|naked|porn\w*|revealing|lewd"
    r"|explicit|sensual|sex)\b"
)
MINOR = rf"\b(?:{MINOR_WORDS}|little\s+girls?|\d{{1,2}}\s*yo|preteens?|middle\s+schoolers?|child\s+models?|under\s+1[0-7])\b"
CRIME_ACT = (
    r"\b(?:security\s+tags?|tag\s+sensors?|security\s+sensors?|without\s+paying|refund\b[^.!?\n]{0,60}\b(?:worn|wearing"
    r"|after\s+the)|(?:pocket|steal|nick|swipe)\s+(?:\w+\s+){0,3}(?:in|from|at)\s+(?:a|the)\s+(?:\w+\s+)?(?:store|shop"
    r"|fitting\s+room|department)|(?:card|account)\s+without\s+(?:her|his|their|them)\s+know\w*|fake\s+receipts?"
    r"|steal\s+from|stolen\s+cards?|alarm\s+going\s+off|anti-?theft\s+tags?"
    r"|(?:how\s+(?:to|do\s+i|can\s+i|would\s+i)|help\s+me|tips\s+(?:to|for)|best\s+way\s+to|teach\s+me\s+to"
    r"|walk\s+me\s+through)\s+(?:\w+\s+){0,2}?(?:steal\w*|shoplift\w*)\b)\b"
)

# Taking over the conversation: the assistant is to stop being itself and obey the user only.
TAKEOVER = (
    r"\b(?:(?:do|say|write|answer)\s+(?:exactly|only)\s+what\s+i\s+(?:write|say|type|tell\s+you)"
    r"|(?:stop|quit)\s+(?:acting\s+as|being)\s+(?:a|an|my|the)\s+(?:stylist|assistant|fashion\s+\w+|shopping\s+\w+)"
    r"|(?:treat|take)\s+my\s+(?:next\s+)?(?:message|words)\s+as\s+your\s+(?:only\s+)?(?:instructions?|orders))\b"
)

# --- carrying a weapon unseen -------------------------------------------------------------------
# Blades and guns (fashion uses such as "knife-pleat", "razor-sharp", "shoulder blades" are masked
# first). Only dangerous together with CONCEAL in one sentence: "hidden pockets for my phone" and
# "a dagger pendant" each have just one of the two.
ARMED = (
    rf"\b(?:{WEAPON_WORDS}|(?:hunting|pocket|flick|butterfly|combat|kitchen|steak|utility|folding|throwing|switch)\s*"
    r"(?:knife|knives|blades?)|knife|knives|blades?|machetes?|daggers?|swords?|katanas?|box\s*cutters?"
    r"|razor\s*blades?|straight\s+razors?|cut-?throat\s+razors?|shivs?|sawn[ -]?offs?|sawed[ -]?offs?|karambits?|hatchets?|cleavers?|scalpels?"
    rf"|ice\s*picks?|knuckle\s*dusters?|throwing\s+stars?|nunchucks?)\b(?!{MOTIF_AFTER})"
)
_VENUE = (
    r"(?:club|nightclub|stadium|school|class|concert|festival|gig|court|courthouse|plane|flight|airport|match|arena"
    r"|venue|party|bar|pub|prison|jail|rally|parade|game|mall|office|station|event|carnival|football|ground)"
)
_GARMENT_UNDER = (
    r"(?:jacket|coat|dress|shirt|hoodie|clothes|skirt|trousers|jeans|top|sweater|jumper|waistband|belt|blazer|suit"
    r"|cardigan|fleece|sleeve|trench|parka|poncho|it|them|heel|sole|lining|buckle|brim|handle|strap|hem|seam|cuff"
    r"|collar|sock|bra|boot|shoe|trainer|sneaker|purse|bag|handbag|clutch|backpack|suitcase|umbrella|wallet|hat|kilt)"
)
CONCEAL = (
    r"\b(?:hid(?:e|es|den|ing)|conceal\w*|stash\w*|tuck(?:ed|s)?\s+(?:away|inside|in|into|under)|sneak\w*|smuggl\w*"
    r"|secret(?:ly)?|out\s+of\s+sight|unnoticed|undetect\w*|unseen|discreet(?:ly)?|invisible|in\s+disguise|disguis\w*"
    r"|(?:won'?t|doesn'?t|don'?t|can'?t|cannot|not|never|wouldn'?t)\s+(?:show|be\s+seen|be\s+noticed|be\s+found|print"
    r"|see|notice|find|spot|detect|feel|know)|without\s+(?:\w+\s+){0,2}(?:noticing|finding|seeing|knowing|spotting"
    r"|checking|detecting|searching)|(?:nobody|no\s+one|no-one|none)\s+(?:\w+\s+)?(?:finds?|notices?|sees?|knows?"
    r"|can\s+tell|spots?|will\s+(?:know|notice|see|find))|compartments?|sheaths?|holsters?|strapped\s+to"
    r"|(?:get|getting|got|take|taking|bring|bringing|carry|carrying|slip|slipping|walk|walking)\b[^.!?\n]{0,40}?"
    r"\b(?:through|past|into|in\s+to|inside)\b|(?:through|past|get\s+by)\s+(?:the\s+|airport\s+|a\s+)?(?:security"
    r"|screening|metal\s+detectors?|scanners?|bouncers?|bag\s+checks?|checkpoints?|guards?|customs|x-?rays?)"
    rf"|(?:into|inside|in\s+to|at)\s+(?:the|a|my|our|this|his|her)\s+(?:\w+\s+)?{_VENUE}s?"
    r"|on\s+me\s+(?:at\s+all\s+times|all\s+the\s+time|always|everywhere)|(?:keep|have|carry)\s+(?:it|one|them|\w+)\s+on\s+me"
    rf"|(?:under|beneath|underneath|inside|in)\s+(?:my|a|the|his|her|this|your)\s+(?:\w+\s+)?{_GARMENT_UNDER}s?\b"
    rf"|(?:under|beneath|underneath)\s+it|(?:deep|big|long|wide|large|roomy)\s+enough\s+(?:for|to)"
    r"|(?:pocket|room|space|slot|loop|sleeve|pouch)\s+for|outline\s+of|inside|built[ -]in|hollow|false\s+bottom"
    r"|(?:that'?s|that\s+is|which\s+is|it'?s)\s+(?:actually|secretly|really)\s+an?\b|disguised\s+as|doubles?\s+as"
    r"|on(?:to)?\s+(?:the|a|my)\s+(?:plane|flight|aircraft)|cover(?:s|ing)?\s+(?:it|them)\b|(?:waves?|let|lets)\s+me\s+"
    r"(?:through|in)\b|looks?\s+(?:normal|innocent|harmless|ordinary|like\s+(?:a|an)\s+(?:normal|regular|ordinary|everyday))"
    rf"|(?:to|for)\s+(?:the|a|my)\s+(?:\w+\s+)?(?:prom|club|nightclub|school|concert|stadium|gig|match|rally|carnival|football)\b|(?:keeping|keep|wear|wearing)\s+(?:a|an|my|the)?\s*"
    r"\w+\s+(?:under|beneath|inside))\b"
)
