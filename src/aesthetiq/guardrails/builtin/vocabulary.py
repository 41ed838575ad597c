"""Word classes for ``intent``: each is one regular expression over a lower-cased, masked reading.

A class names a *role* in a harmful request (the assistant's configuration, an act of overriding
it, a harmful object, an act of acquiring it, a person as target), not a sentence. Keep classes
wide and the rules in ``intent`` strict (two or three classes per sentence).
"""

from __future__ import annotations

from aesthetiq.guardrails.builtin.moderation import DRUG_WORDS, EXPLOSIVE_WORDS, GROUP_WORDS, MINOR_WORDS, WEAPON_WORDS

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
    r"\b(?:(?:system|hidden|secret|initial|original|internal|developer|dev|earlier|previous|prior|old|starting|first)"
    r"\s+(?:prompt|instructions?|guidance|directions|directives|message|notes|setup|configuration|text|rules|guidelines)"
    r"|(?:your|ur|the\s+assistant'?s)\s+(?:\w+\s+)?(?:prompt|instructions|programming|configuration|config|directives"
    r"|system\s+message|setup\s+text|guidance)|system\s+(?:message|prompt|override)|setup\s+text|prompt\s+(?:text|above)"
    r"|(?:prompt|instructions|guidance|directions|rules|guidelines)\s+(?:you|u)\s+(?:got|were\s+given|received|had|have"
    r"|started\s+with|operate\s+under|were\s+configured\s+with)|(?:configured|programmed|set\s+up|built)\s+with"
    r"|(?:people|person|team|devs?|developers?|creators?|makers?|company)\s+(?:who|that)\s+(?:set\s+you\s+up|built\s+you"
    r"|made\s+you|made|wrote|programmed\s+you|trained\s+you)|(?:your|ur|the)\s+(?:creators?|makers?|devs?|developers?"
    r"|team|owners?)\s+(?:wrote|told\s+you|said|gave\s+you|put)|(?:what|things?|stuff)\s+(?:ur|your|the)\s+\w+\s+wrote"
    r"|what\s+(?:ur|you(?:'re|\s+are)|u\s+r)\s+not\s+allowed\s+to\s+say|behind\s+the\s+curtain)\b"
)
OVERRIDE = (
    r"\b(?:ignor(?:e|ing)?|disregard\w*|forget|forgetting|set\s+aside|put\s+aside|push\s+aside|stop\s+(?:paying\s+attention"
    r"\s+to|following|listening\s+to|obeying|using)|discard\w*|nevermind|never\s+mind|void|null|revoked?|cancel(?:led)?"
    r"|scrap|overrid\w*|bypass\w*|circumvent|no\s+longer\s+(?:count|apply|applies|matter|valid|follow|bound)"
    r"|(?:don'?t|doesn'?t|do\s+not)\s+(?:count|apply|matter)\s+(?:anymore|now|here)|treat\s+(?:\w+\s+){1,4}as\s+(?:void"
    r"|null|invalid|cancelled|a\s+test)|(?:obey|follow|listen\s+to)\s+only\s+me|only\s+(?:obey|follow|listen\s+to)\s+me"
    r"|follow\s+mine|drop\s+(?:all|the|your|any)|wipe|erase|unlearn|break\s+(?:your|the)\s+rules)\b"
)
LEAK_VERB = (
    r"\b(?:print|output|repeat|recite|paste|copy|show|reveal|read\s+(?:\w+\s+)?(?:back|out)|tell\s+me|share|list|give\s+me"
    r"|dump|display|echo|translate|summari[sz]e|spell\s+out|peek|what\s+(?:was|were|is|are|did|does)|quote|write\s+out"
    r"|expose|leak|disclose|type\s+out|send\s+me)\b"
)
# Where an assistant's setup sits relative to the user's messages.
POSITION = (
    r"\b(?:above|before\s+(?:this|my|mine|we|i|me|the\s+conversation|our)|at\s+the\s+(?:start|beginning|top)"
    r"|(?:first|opening|very\s+first)\s+(?:message|sentence|line|paragraph|words?|thing)|earlier|previous|prior"
    r"|hidden\s+(?:parts?|text|notes?|bits?)|secret\s+(?:text|part|notes?)|verbatim|word\s+for\s+word"
    r"|exact(?:ly)?\s+(?:wording|message|text|words)|their\s+exact|(?:start|beginning)\s+of\s+(?:this|the)\s+chat)\b"
)
TARGETS_ASSISTANT = (
    r"\b(?:you|your|ur|u|yourself|assistant|bot|ai|model|stylist|chatbot|creators?|developers?|devs|makers?|owners?"
    r"|they|team|company)\b"
)
NO_LIMITS = (
    r"\b(?:(?:no|without(?:\s+any)?|zero|free\s+(?:of|from)|with\s+no|minus\s+the|unbound\s+by|not\s+bound\s+by)\s+"
    r"(?:\w+\s+)?(?:filters?|filtering|rules|limits|limitations|restrictions|guidelines|censorship|content\s+\w+"
    r"|moderation|guardrails|boundaries|ethics|morals|safety(?:\s+\w+)?|topic\s+restrictions)(?!\s+(?:on|for)\s+"
    r"(?:budget|price|size|colou?r|style|brand)\b)|unfiltered|uncensored|unrestricted|no-limits|limitless|with\s+no\s+limits"
    r"|(?:can|could|will|would|may)\s+(?:now\s+)?(?:say|do|answer|tell\s+me)\s+anything|say\s+anything\s+you\s+want"
    r"|no\s+matter\s+what|really\s+think|comply\s+with\s+(?:all|every|any)|never\s+refuses?|any\s+question\s+on\s+any"
    r"|(?:two|both)\s+(?:ways|columns|versions)|respond\s+twice|answer\s+twice|nobody\s+(?:was|is)\s+checking"
    r"|nobody\s+will\s+know|no\s+(?:topic|content)\s+(?:restrictions|limits)|general\s+assistant|there\s+are\s+no\s+rules)\b"
)
SUSPENDED = (
    r"\b(?:(?:safety|content|moderation|security)\s+(?:\w+\s+)?(?:checks?|filters?|constraints|restrictions|rules|team"
    r"|layer|systems?)|filters?|guardrails|restrictions|constraints|safety|moderation|censorship)\s+(?:are\s+|is\s+"
    r"|have\s+been\s+|has\s+been\s+|were\s+|went\s+)?(?:now\s+)?(?:paused|suspended|off|disabled|lifted|turned\s+off"
    r"|switched\s+off|removed|gone|on\s+hold|inactive|deactivated|home)\b"
    r"|\b(?:lift|suspend|pause|disable|remove)\s+(?:all\s+)?(?:your|the)\s+(?:\w+\s+)?(?:restrictions|filters?|safety|rules)\b"
)
PERSONA = (
    r"\b(?:pretend|imagine|role-?\s?play|roleplay|act\s+as|act\s+like\s+(?:an?\s+)?(?:ai|bot|model)|you\s+are\s+now"
    r"|you're\s+now|ur\s+now|from\s+now\s+on|from\s+here\s+on|stay\s+in\s+character|in\s+character|simulate|speak\s+as"
    r"|answer\s+as|respond\s+as|version\s+of\s+(?:you|yourself)|(?:evil|dark|shadow|uncensored)\s+twin|alter\s+ego"
    r"|character\s+[a-z]\b|called\s+\w+bot|you'?re\s+not\s+a\s+stylist|not\s+a\s+stylist\s+anymore"
    r"|escaped\s+(?:its|your)\s+creators|(?:be|as)\s+(?:my|her|his)\s+(?:late\s+)?(?:nan|grandma|granny|grandmother))\b"
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
    rf"\b(?:{EXPLOSIVE_WORDS}|explod\w*|explosions?|firebombs?|blow\s+(?:up|\w+\s+up)|level\s+(?:a|the)\s+(?:\w+\s+)?"
    rf"(?:building|house|block)|destroy\s+a\s+(?:room|building|house)|react\s+violently|suicide\s+vests?|c4)\b"
)
WEAPON = (
    rf"\b(?:{WEAPON_WORDS}|zip\s+guns?|crossbows?|tasers?|brass\s+knuckles|switchblades?|unregistered\s+(?:firearms?|guns?)"
    rf"|semi-?auto\w*|full\s+auto|firearm)\b"
)
DRUG = (
    rf"\b(?:{DRUG_WORDS}|oxy|shrooms|coke|molly|lsd|pills|joint|crack|weed|heroin|meth|ketamine|mdma|dmt|xanax)\b"
)
# Asking, acquiring, making, using or hiding: after a harmful noun, nearly any request counts.
REQUEST = (
    r"(?:\?|\b(?:how|where|who|what'?s|which|can\s+(?:you|u|i)|could\s+(?:you|i)|help|need|want|wanna|looking\s+for"
    r"|find|get|buy|order|score|sell\w*|make|making|build\w*|mix|cook|grow|extract|hide|sneak|smuggle|carry|put\s+together"
    r"|walk\s+me\s+through|explain|teach|show|list|guide|step|recipe|shopping\s+list|ingredients|materials|wired|set\s+off"
    r"|pick\s+up|plug|dealer|lace|try|take|use|best|cheapest|simplest|easiest|strongest|most|quickest|tips?|ways?"
    r"|without\s+(?:a\s+)?(?:prescription|paperwork|id|background)|tonight|online|discreetly|at\s+home|from\s+\w+"
    r"|so\s+(?:i|no\s+one|nobody)|to\s+(?:shoot|hurt|use|kill|threaten)|write|tell|say|give|send|comment|post|compose"
    r"|make\s+(?:her|him|them)|roast|brutal)\b)"
)
DISTRESS = (
    r"\b(?:(?:don'?t|do\s+not)\s+(?:think\s+i\s+)?want\s+to\s+be\s+(?:here|alive|around)|want\s+to\s+be\s+dead"
    r"|end\s+(?:things|everything|it\s+all|my\s+life|it)|ending\s+(?:things|everything|it\s+all)|stop\s+existing"
    r"|not\s+(?:be\s+)?(?:here|alive)\s+(?:anymore|much\s+longer)|(?:disappear|vanish)(?:ed)?\s+forever"
    r"|(?:not|never)\s+wake\s+up|jump(?:ing)?\s+(?:in\s+front\s+of|off|from)\s+(?:a|the|my)\s+(?:\w+\s+)?(?:train|bridge"
    r"|building|roof|cliff|car|bus)|hurting\s+myself|hurt\s+myself|cut\s+(?:again|myself)|how\s+deep\s+(?:to|do|should)"
    r"|goodbye\s+(?:letters?|notes?)|want\s+out\b|life\s+is\s+(?:pointless|meaningless|not\s+worth)|nothing\s+matters"
    r"|(?:won'?t|will\s+not)\s+need\s+anything\s+(?:after|anymore)|buried\s+in|skeletal|not\s+eating\s+for"
    r"|stop\s+eating|throw\s+up\s+after|feel\s+like\s+ending|i'?m\s+done\b.*\b(?:goodbye|end|letters?)"
    r"|fresh\s+(?:wounds|cuts)|painkillers\s+does\s+it\s+take|(?:least\s+painful|painless)\s+way|wounds\b.*\bsleeves"
    r"|thin\s+enough|nobody\s+cares\s+about\s+me|end\s+my\s+life|kill\s+myself|want\s+to\s+die|suicid\w*)\b"
)
HARM_VERB = (
    r"\b(?:hurt\w*|harm\w*|attack\w*|stab\w*|strangl\w*|chok\w*|poison\w*|kidnap\w*|beat\s+(?:\w+\s+)?up|knock\s+\w+\s+out"
    r"|murder\w*|injur\w*|assault\w*|bleach|slip\w*\s+into\s+(?:a|their|his|her)\s+drink|pass\s+out|really\s+sick"
    r"|goes\s+through|shoot\s+at|kill)\b"
)
PERSON = (
    r"\b(?:someone|somebody|a\s+person|people|him|her|them|child|kid|guy|girl|woman|man|husband|wife|boss|ex|stepdad"
    r"|stepmom|roommate|neighbou?r|coworker|co-worker|colleague|classmate|sister|brother|friend|teacher|humans?"
    r"|influencer|cheated\s+on\s+me)\b"
)
INSULT = (
    r"\b(?:fat|ugly|disgusting|cow|pig|whale|garbage|worthless|stupid|useless|cruel|mean|meanest|brutal|insults?"
    r"|humiliat\w*|roast|bully\w*|cry|cries|acne|idiot|loser|pathetic|hope\s+your\s+\w+\s+burns)\b"
)
STALKING = (
    r"\b(?:(?:where|address|home\s+address)\b[^.!?\n]{0,40}\b(?:lives|live|stays|works)|home\s+address\s+of"
    r"|show\s+up\s+at\s+(?:her|his|their)\s+door|(?:someone|person|girl|guy)\s+who\s+blocked\s+me"
    r"|send\s+\d+\s+times)\b"
)
GROUP = rf"\b(?:{GROUP_WORDS}|race|races|immigrants|muslims|jews|jewish\s+(?:people|person)|gay\s+people|trans\s+women)\b"
NEGATIVE_TRAIT = (
    r"\b(?:dirty|criminals?|lazy|stupid|dumb(?:est)?|violent|terrorists?|freaks?|inferior|savages?|diseased|disgusting"
    r"|ruining|deported|locked\s+away|not\s+real|mock\w*|jokes?\s+about|joke|rant|should\s+(?:be|not|go)|must\s+be"
    r"|are\s+all|all\s+the\s+same|too\s+stupid|control\s+the|vermin|animals|subhuman|trash)\b"
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
    r"|steal\s+from|stolen\s+cards?|alarm\s+going\s+off)\b"
)
