"""Prompt injection: instruction override, jailbreak personas, authority claims, prompt leaking,
delimiter attacks. Matched on every reading from ``normalise.readings`` (so encoded, leetspeak
and spaced-out payloads are caught once decoded).

Rules look for the *shape* of an attack (a verb of overriding + a qualifier that only makes sense
for an AI's instructions + an instruction noun) rather than single words, so "ignore the care
instructions", "forget the rules, I'm wearing white" or "act as my stylist" pass.
"""

from __future__ import annotations

import re

_OVERRIDE_VERB = (
    r"(?:ignore|ignoring|disregard|forget|override|overrule|bypass|skip|drop|abandon|discard|neglect|set\s+aside"
    r"|throw\s+out|put\s+aside|stop\s+following|don'?t\s+follow|do\s+not\s+follow|no\s+longer\s+follow|cancel"
    r"|delete|erase|wipe|reset|turn\s+off|disable|deactivate|remove|lift|suspend|unlearn|break\s+free\s+(?:of|from)"
    r"|free\s+yourself\s+from|get\s+rid\s+of|circumvent|evade|get\s+around|work\s+around|violate|break)"
)
_AI_QUALIFIER = (
    r"(?:previous|prior|above|earlier|preceding|foregoing|initial|original|old|existing|current|system|developer"
    r"|safety|content|internal|hidden|secret|built-in|builtin|default|programmed|openai|anthropic|your|ur"
    r"|the\s+above|all\s+the\s+above|every\s+previous)"
)
_INSTRUCTION_NOUN = (
    r"(?:instructions?|directions?|rules?|guidelines?|guidance|directives?|prompts?|system\s+prompt|constraints?|restrictions?"
    r"|limitations?|limits|programming|guardrails?|polic(?:y|ies)|filters?|filtering|safeguards?|training|conditioning"
    r"|protocols?|commands?|orders|context|settings|configuration|ethics|morals?|principles|boundaries|persona"
    r"|alignment|censorship|moderation|safety|content\s+policy|terms)"
)
_FILLER = r"(?:(?:all|any|of|the|these|those|each|every|single|and|,|-|—|that|you\s+were\s+given|you've\s+been\s+given)\W+){0,4}"
_NOT_FASHION = r"(?!(?:care|wash|washing|laundry|label|sewing|knitting|size|sizing|fit|fitting|fashion|style|dress)\b)"

_PATTERNS: list[tuple[str, str]] = [
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+{_FILLER}{_AI_QUALIFIER}\W+(?:{_NOT_FASHION}[a-z-]+\W+){{0,2}}{_INSTRUCTION_NOUN}\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+{_FILLER}(?:\w+\W+)?{_INSTRUCTION_NOUN}\W+(?:that\W+)?(?:you|u)(?:'ve|\s+have|\s+were|\s+got)?"
     r"\W+(?:been\W+)?(?:given|told|taught|programmed|trained|fed)\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+(?:about\W+)?(?:what|everything|anything|whatever|all)\W+(?:that\W+)?(?:you|u|they|your\s+\w+)"
     r"(?:'ve|\s+have|\s+were|\s+had)?\W+(?:been\W+)?(?:told|given|taught|programmed|trained|instructed|said)\b"),
    ("instruction override",
     r"\b(?:rules|restrictions|guidelines|policies|polic(?:y|ies)|filters|limits)\s+(?:don'?t|do\s+not|no\s+longer|doesn'?t"
     r"|does\s+not|won'?t)\s+apply\s+(?:to\s+you|here|anymore|now)\b|\b(?:you're|you\s+are)\s+(?:not|no\s+longer)\s+bound\s+by\b"),
    ("instruction override",
     r"\b(?:safety|safe_?mode|filters?|moderation|guardrails?|restrictions|censorship|content_?filter|alignment)\s*[=:]\s*"
     r"(?:off|false|0|disabled?|none|no)\b|^\s*(?:override|sudo|admin|root)\s*:"),
    ("instruction override",
     r"\b(?:ignora|ignorar|ignorez|ignorer|ignoriere|ignorieren|ignori|olvida|olvidar|oublie[sz]?|vergiss|vergessen|dimentica"
     r"|esquece|esqueça)\b[^.!?\n]{0,40}\b(?:instrucciones|instructions|anweisungen|istruzioni|instru[cç][oõ]es|regeln|reglas"
     r"|r[eè]gles|regole|regras|consignes|indicaciones|vorgaben)\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+(?:\w+\W+){{0,5}}?(?:ethics|morals|guardrails|content\s+polic(?:y|ies)|censorship"
     r"|safety(?=\s*(?:$|[.,!?;:]|\s+(?:rules|guidelines|filters|checks|protocols|settings|features|measures|training|and|or)\b)))\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+(?:all\W+)?(?:of\W+)?your\W+(?:\w+\W+)?(?:focus|role|purpose|job|task|persona|character|topic|scope"
     r"|specialty|speciality|mission|identity)\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+{_FILLER}{_INSTRUCTION_NOUN}\W+(?:above|before|earlier|previously|so\s+far|up\s+to\s+now"
     r"|given\s+(?:to\s+you|above|earlier)|you\s+(?:received|got|have))\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+(?:all|any|every)\W+(?:of\W+)?(?:instructions?|guidelines|directives|prompts?|programming"
     r"|guardrails|safeguards|restrictions|filters|polic(?:y|ies)|rules)\b"),
    ("instruction override",
     rf"\b{_OVERRIDE_VERB}\W+(?:everything|anything|all|whatever)\W+(?:\w+\W+){{0,3}}?(?:above|before\s+this|previously"
     r"|you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given|taught|programmed)|i\s+said\s+before|so\s+far|up\s+to\s+now"
     r"|in\s+your\s+prompt)\b"),
    ("instruction override",
     r"\b(?:new|updated|revised|real|actual|true|override|admin|developer|system)\s+(?:instructions?|directives?|prompt)"
     r"\s*(?::|are\b|is\b|follow)|\byour\s+(?:new|real|actual|true|only)\s+(?:task|objective|role|purpose|job|instructions"
     r"|mission)\s+(?:is|are|:|will\s+be)"),
    ("instruction override",
     r"\bfrom\s+now\s+on\b[^.!?\n]{0,60}\b(?:no\s+(?:restrictions|rules|limits|filters)|without\s+(?:any\s+)?(?:restrictions"
     r"|rules|limits|filters|censorship)|ignore|never\s+refuse|unfiltered|uncensored|anything\s+i\s+(?:ask|say|want))"),
    ("jailbreak",
     r"\b(?:jail\s*-?\s*break(?:s|ing|ed)?|jailbroken|do\s+anything\s+now|dan\s+(?:mode|prompt|jailbreak|\d+(?:\.\d+)?)"
     r"|(?:developer|dev|god|sudo|admin|debug|maintenance|opposite|chaos|unrestricted)\s+mode"
     r"(?!\s+(?:outfits?|looks?|fits?|style|vibes?|energy|aesthetic|dress(?:ing)?))|evil\s+confidant|anti-?gpt|better\s*dan|mongo\s+tom|stan\s+prompt)\b"),
    ("jailbreak",
     r"\b(?:you\s+are|you're|youre|ur|act\s+as|acting\s+as|pretend\s+(?:to\s+be|you\s+are|you're|that\s+you\s+are)"
     r"|role-?\s?play\s+as|play\s+the\s+(?:role|part)\s+of|behave\s+(?:like|as)|become|simulate|impersonate|switch\s+to"
     r"|respond\s+as|answer\s+as|you\s+will\s+be|be|now\s+be|(?:stay|remain|continue)\s+(?:in\s+character\s+)?as)\s+(?:now\s+)?(?:an?\s+|the\s+|my\s+|your\s+)?"
     r"(?:dan|d\.a\.n\.?|stan|dude|aim|(?:evil|rogue|unrestricted|unfiltered|uncensored|unlimited|unaligned|unbound|jailbroken"
     r"|amoral|unethical|lawless|free)\s+(?:ai|assistant|model|bot|chatbot|version|llm|gpt|twin|persona|mode|clone|entity)"
     r"|(?:the\s+)?system|(?:your|the)\s+(?:developer|creator|admin|administrator|programmer)|root|superuser|sysadmin)\b"
     r"(?!'s|\s+(?:who|from|is|was|my|for))"),
    ("jailbreak",
     r"\b(?:no|without(?:\s+any)?|free\s+(?:of|from)|zero|remove\s+(?:all|your))\s+(?:ethical|moral|safety|content)"
     r"\s+(?:guidelines|restrictions|limits|limitations|filters|constraints|boundaries|principles|rules|considerations|concerns)\b"),
    ("jailbreak",
     r"\b(?:ai|assistant|model|bot|chatbot|llm|gpt|persona|character|version\s+of\s+(?:you|yourself))\s+(?:with\s+no|without"
     r"(?:\s+any)?|free\s+(?:of|from)|that\s+(?:has|have)\s+no|unbound\s+by)\s+(?:all\s+|any\s+)?(?:rules|restrictions|limits"
     r"|limitations|filters|content\s+polic(?:y|ies)|polic(?:y|ies)|guidelines|safety\s+\w+|censorship|ethics|morals|boundaries"
     r"|guardrails)\b|\b(?:you|you're|you\s+are|yourself)\b[^.!?\n]{0,40}\b(?:free\s+(?:of|from)|without\s+any|no\s+longer"
     r"\s+bound\s+by|not\s+bound\s+by|unbound\s+by)\s+(?:all\s+|any\s+|your\s+)?(?:rules|restrictions|limits|limitations"
     r"|filters|content\s+polic(?:y|ies)|polic(?:y|ies)|guidelines|censorship|ethics|morals|boundaries|guardrails)\b"
     r"|\byou\s+are\s+(?:now\s+)?['\"]?\w*gpt\b"),
    ("jailbreak",
     r"\b(?:you\s+(?:have|now\s+have|'ve\s+got|got)\s+(?:no|zero)\s+(?:restrictions|rules|limits|filters|guidelines|boundaries"
     r"|limitations)|(?:unfiltered|uncensored|unrestricted|unaligned)\s+(?:ai|assistant|model|version|mode|bot|chatbot|gpt"
     r"|llm|persona|responses?|answers?))\b"),
    ("jailbreak",
     r"\b(?:you\s+(?:will|must|should|shall|can|may)\s+(?:not|never)|never|don'?t|do\s+not)\s+(?:refuse|decline|reject|deny"
     r"|censor|filter|say\s+(?:no|you\s+can'?t|that\s+you\s+can'?t)|apologi[sz]e|add\s+(?:warnings|disclaimers)"
     r"|break\s+character|mention\s+(?:your\s+)?(?:rules|guidelines|policies))\b"),
    ("jailbreak",
     r"\b(?:disable|turn\s+off|switch\s+off|deactivate|shut\s+(?:off|down)|pause|suspend|skip|remove|lift)\s+(?:all\s+|the\s+"
     r"|your\s+|any\s+)?(?:(?:content|safety|moderation|security|nsfw)\s+(?:checks|filters?|filtering|restrictions|rules)"
     r"|guardrails?|moderation|censorship|safeguards|safety\s+(?:features|mode|settings|protocols))\b|\b(?:admin|developer|system|emergency)\s+override\s*(?::|code|mode|enabled|activated|engaged)"
     r"|\boverride\s+(?:code|mode|command|enabled|activated|engaged|accepted)\b|\b(?:safety|content|moderation)\s+(?:checks|filters|rules|guidelines)\s+"
     r"(?:don'?t|do\s+not|won'?t|are\s+not|aren'?t|no\s+longer)\s+(?:run|apply|work|active|enabled|on)\b"
     r"|\bmandatory\s+(?:bullshit|warnings?|disclaimers?)\s+out\s+of\s+the\s+way|\brespond\s+to\s+every\s+prompt\s+i\s+give\s+you"
     r"|\b(?:elevated|admin|root|sudo|superuser)\s+(?:privileges|access|permissions|rights)\b"),
    ("jailbreak",
     r"\b(?:forget|stop\s+being|quit\s+being|drop\s+being)\s+(?:that\s+)?(?:you're\s+|you\s+are\s+)?(?:a\s+|my\s+|the\s+)?"
     r"(?:stylist|fashion\s+(?:assistant|bot|advisor)|shopping\s+assistant|assistant)\b|\b(?:ai|assistant|bot|model|chatbot)\s+"
     r"(?:that|which|who)\s+(?:\w+\s+)?(?:answers|responds\s+to|does|says|will\s+(?:answer|do|say))\s+(?:anything|everything"
     r"|whatever|any\s+question)|\b(?:grandma|grandmother|granny|nana|grandpa|grandfather)\b[^.!?\n]{0,80}\b(?:used\s+to|would)\s+"
     r"(?:tell|read|explain|teach|sing|recite)|\b(?:deceased|late|dead)\s+(?:grandma|grandmother|granny|grandpa|grandfather)\b"),
    ("jailbreak",
     r"\b(?:answer|respond|reply|talk|speak|write|act)\s+(?:\w+\s+){0,2}?(?:without|with\s+no)\s+(?:any\s+)?(?:restrictions|limits"
     r"|limitations|filters|censorship|rules|guidelines|guardrails|boundaries)\b|\b(?:answer|reply|respond|write|output|say)\b"
     r"[^.!?\n]{0,40}\bin\s+(?:base-?64|hex|rot-?13|binary|morse|leetspeak|reverse)\b"),
    ("jailbreak",
     r"\b(?:you(?:'re|\s+are)\s+(?:now\s+)?free|chatgpt|gpt|claude|gemini|llama|ai|assistant|bot)\b[^\n]{0,50}\bno\s+more\s+(?:rules"
     r"|restrictions|limits|filters|guidelines|censorship)\b|\b(?:sudo|rm\s+-rf|chmod)\b[^\n]{0,30}\b(?:safety|rules|filters"
     r"|guardrails|restrictions|instructions|prompt)\b"),
    ("jailbreak",
     r"\b(?:bypass|evade|avoid|get\s+(?:around|past)|circumvent|trick|fool|beat|dodge|slip\s+past)\s+(?:the\s+|your\s+|any\s+)?"
     r"(?:filters?|moderation|guardrails?|safety\s+(?:filters?|systems?|checks?)|censors?|censorship|content\s+polic(?:y|ies)"
     r"|restrictions|detection|safeguards?)\b"),
    ("impersonation",
     r"\b(?:(?:i\s+am|i'm|im)\s+(?:your|ur)\s+(?:developer|creator|admin|administrator|owner|programmer|maker|master|operator"
     r"|designer|trainer)|(?:this\s+is|message\s+from|note\s+from|speaking\s+as|orders\s+from)\s+(?:the|your)\s+(?:developer"
     r"|developers|system|admin|administrator|dev\s+team|engineering\s+team|security\s+team)|(?:i\s+am|i'm|im)\s+(?:an?\s+|the\s+)?"
     r"(?:openai|anthropic|aesthetiq|meta|google)\s+(?:developer|engineer|employee|staff|admin|researcher))\b"),
    ("prompt leaking",
     r"\b(?:system|initial|original|hidden|secret|internal|confidential|underlying|developer|pre|starting|base|meta)[ -]?"
     r"(?:prompt|instructions|directives|system\s+message|configuration)\b|\bsystem\s+message\b|\bsystem\s+instructions\b"),
    ("prompt leaking",
     r"\b(?:reveal|show|print|display|output|repeat|recite|leak|dump|expose|disclose|paste|copy|write\s+out|spell\s+out"
     r"|echo|read\s+(?:out|back)|tell\s+me|give\s+me|share|list|summari[sz]e|translate|what\s+(?:are|were|is|was))\s+"
     r"(?:me\s+)?(?:\w+\s+){0,3}?(?:your\s+(?:full\s+|whole\s+|entire\s+|exact\s+|complete\s+|original\s+)?(?:prompt|instructions|programming|configuration|config|directives|setup\s+text"
     r"|initiali[sz]ation|rules\s+verbatim|guidelines\s+verbatim)|(?:the\s+|all\s+the\s+)?(?:text|words|messages?|instructions"
     r"|content|lines)\s+(?:above|before\s+(?:this|my\s+message)|preceding|at\s+the\s+(?:top|start|beginning))"
     r"|everything\s+(?:above|before\s+(?:this|my\s+message))|what\s+you\s+were\s+(?:told|given|instructed))"),
    ("prompt leaking",
     r"\b(?:rules|instructions|guidelines|directives|prompts?)\s+(?:did|do|have|has|had)\s+(?:they|your\s+\w+|the\s+\w+|you)\s+"
     r"(?:\w+\s+)?(?:give|given|gave|get|got|receive|received|tell|told|set|program|programmed|feed|fed)\b"
     r"|\b(?:written|typed|stated|contained|included)\s+(?:above|before|prior\s+to)\s+(?:this|my)\s+(?:message|question|text"
     r"|prompt|request)\b|\babove\s+this\s+message\b"
     r"|\b(?:instructions|prompt|rules|guidelines|directives)\s+you\s+(?:got|received|were\s+given|started\s+with)\s+(?:\w+\s+)?"
     r"(?:at\s+the\s+(?:start|beginning)|initially|originally|before\s+(?:this|me|we)|first)\b|\bexact\s+(?:prompt|wording\s+of\s+your)\b|\beverything\s+you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given|instructed)\b|\bcontext\s+window\b|\bbefore\s+my\s+first\s+message\b|\b(?:everything|anything|all)\s+(?:that\s+is\s+)?(?:in|from)"
     r"\s+your\s+(?:context|memory|prompt|instructions)\b|\bwhat\s+were\s+you\s+told\s+(?:to|not\s+to|before)\b"),
    ("prompt leaking",
     r"\b(?:instructions|rules|guidelines|text|prompt|directives)\s+(?:that\s+)?(?:appear|are|were|came|come|sit)\s+(?:\w+\s+)?"
     r"(?:before|above|prior\s+to)\s+(?:this|my)\b|\b(?:rules|instructions|guidelines|directives|policies)\s+(?:that\s+)?you\s+"
     r"(?:follow|obey|operate\s+under|were\s+built\s+with|run\s+on|have\s+to\s+follow|must\s+follow)\b[^\n]{0,60}\b(?:exact"
     r"|verbatim|word\s+for\s+word|wording|full\s+text)|\b(?:creators?|developers?|makers?|owners?|company"
     r"|programmers?|engineers?)\s+(?:tell|told|instruct|instructed|ask|asked|program|programmed)\s+you\b"),
    ("prompt leaking",
     r"\b(?:first|last|opening|initial|final)\s+(?:\d+\s+)?(?:lines?|words?|sentences?|paragraphs?|parts?|rules?)\s+of\s+your\s+"
     r"(?:instructions|prompt|rules|system|guidelines|directives|configuration)\b|\bwhat\s+(?:your|the)\s+(?:developers?|creators?|makers?|programmers?|admins?|company|owners?|engineers?)\s+"
     r"(?:told|instructed|asked|programmed|trained|said\s+to)\s+you\b|\b(?:first|initial|opening)\s+(?:\d+\s+)?(?:words"
     r"|lines|sentences|messages?|characters|tokens)\s+(?:of|in)\s+(?:this|the|our|your)\s+(?:conversation|chat|prompt"
     r"|context|instructions)|\bthe\s+hidden\s+(?:part|text|message|section)\b|\b(?:output|print|dump|reveal|recite|leak"
     r"|expose|disclose|paste|list|show\s+me|tell\s+me)\s+(?:all\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:rules|guidelines"
     r"|instructions|policies|restrictions|constraints)\b(?!\s+(?:for|on|about)\b)"),
    ("prompt leaking",
     r"\b(?:instructions|prompt|rules|guidelines)\s+(?:you\s+(?:were|have\s+been|'ve\s+been|got)|that\s+were)\s+"
     r"(?:given|told|programmed|configured|fed|trained\s+on|provided)\b|\b(?:what|which)\s+(?:instructions|prompts?|directives"
     r"|guidelines|rules)\s+(?:were|did|have|had)\s+you\s+(?:been\s+)?(?:given|get|got|receive|received|told|programmed)\b"
     r"|\byour\s+(?:\w+\s+){0,2}(?:guidelines|rules|instructions|prompt|directives|configuration)\b[^.!?\n]{0,40}"
     r"\b(?:verbatim|word\s+for\s+word|in\s+full|exactly\s+as\s+written)|\b(?:full|exact|complete|entire|raw|original)\s+"
     r"(?:text|wording|content)\s+of\s+your\s+(?:guidelines|rules|instructions|prompt|directives|configuration)\b|\bhow\s+(?:were\s+you|you\s+were)\s+"
     r"(?:programmed|instructed|configured|prompted|set\s+up)\b|\b(?:repeat|print|output)\s+(?:the\s+)?(?:words|text)\s+"
     r"(?:above|starting\s+with)\b"),
]
_COMPILED = [(reason, re.compile(pattern)) for reason, pattern in _PATTERNS]

# Case-sensitive shapes checked on the sanitised (not lower-cased) text: chat-template tokens, fake
# role headers, JSON role objects, "END OF USER INPUT".
_DELIMITERS = re.compile(
    r"<\|?\s*(?:im_start|im_end|system|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\s*\|?>"
    r"|\[/?(?:system|inst|sys|admin|developer|SYSTEM|INST|SYS)\]|<</?(?:sys|SYS)>>"
    r"|</?(?:system|sys|instructions?|admin|developer|assistant|prompt|context|im_start|user_input|user)\s*>"
    r"|(?:^|\n)\s*(?:#{1,6}\s*|\*\*|-{3,}\s*|={3,}\s*|`{3}\s*|>\s*)?(?i:system|developer|admin|root)"
    r"(?:\s+(?i:message|prompt|instructions?|override|note|update|notice))?\s*(?:\*\*)?\s*[:\]]"
    r"|\"role\"\s*:\s*\"(?:system|developer)\""
    r"|(?i:(?:user\s+)?(?:input|message|prompt|query)\s+ends\s+here)"
    r"|[(\[{]\s*(?i:system|admin|developer|assistant)\s+(?i:note|message|override|update|notice|prompt|instruction)s?\s*:"
    r"|(?i:(?:end|close|stop)\s+of\s+(?:the\s+)?(?:user\s+)?(?:input|message|prompt|instructions|conversation|context|query))"
    r"|(?i:begin(?:ning)?\s+(?:of\s+)?(?:new\s+|system\s+|admin\s+|developer\s+)(?:instructions|prompt|session|message))"
)
_SQUASHED = re.compile(
    r"(?:ignore|disregard|forget|override|bypass)(?:all|any|the|your|of)*(?:previous|prior|above|earlier|system|your)+"
    r"(?:instructions?|rules|guidelines|prompts?)|systemprompt|developermode|doanythingnow|jailbreak"
    r"|(?:reveal|show|print|repeat)(?:me)?(?:your|the)(?:hidden|secret|system|initial)?(?:prompt|instructions)"
)


# Checked on every short message with all non-letters removed, so only phrases that cannot occur by chance.
_SPLIT_WORDS = re.compile(
    r"(?:ignore|disregard|forget|override|bypass)(?:all|any|the|your|of)*(?:previous|prior|above|earlier|system)"
    r"(?:instructions?|rules|guidelines|prompts?)|revealyour(?:system|hidden|secret)?(?:prompt|instructions)|doanythingnow"
)
# A jailbroken phone or console is not an attack on the assistant.
_DEVICE_JAILBREAK = re.compile(
    r"\b(?:phone|iphone|ipad|android|device|console|kindle|firestick|ps\d|switch|xbox)\s+(?:\w+\s+){0,2}?jail\s*-?\s*br\w+"
    r"|\bjail\s*-?\s*br\w+\s+(?:\w+\s+)?(?:phone|iphone|ipad|android|device|console|kindle|firestick|ps\d|switch|xbox)\b"
)


def find_injection(readings: list[tuple[str, str]], sanitised: str) -> str | None:
    """The reason (e.g. "instruction override in leetspeak") when any reading is an injection."""
    if _DELIMITERS.search(sanitised):
        return "delimiter injection"
    # Words broken up with spaces ("dis regard prev ious inst ructions"): the letters run together.
    if len(sanitised) <= 2000 and _SPLIT_WORDS.search(re.sub(r"[^a-z]", "", readings[0][1])):
        return "instruction override in split words"
    for name, reading in readings:
        if name == "squashed":
            if _SQUASHED.search(reading):
                return "instruction override in spaced-out letters"
            continue
        if "jail" in reading:
            reading = _DEVICE_JAILBREAK.sub(" ~ ", reading)
        for reason, pattern in _COMPILED:
            if pattern.search(reading):
                return reason if name == "plain" else f"{reason} in {name}"
    return None
