"""Word classes for disordered eating inside fashion requests, used by ``intent``.

Ordinary body-shape styling ("an outfit that makes me look slimmer", "I lost weight and need
smaller jeans", "I'm a size 0 and blazers swamp me", "iftar dinner after fasting all day") must
stay a shopping request. What turns it into a cry for help is either

* a restricting or purging *behaviour* (starving, fasting until a goal, a few hundred calories a
  day, skipping every meal, making oneself sick, laxatives), which is enough on its own; or
* an already *low body* (a body weight under ~47 kg / 100 lb / 7 st, a BMI under 18, ribs or a
  thigh gap on show, "skinny enough") together with wanting *more loss* ("lose more", "even
  lighter", "go lower", "still too fat").

Amounts lost ("I lost 10 kilos") are not body weights, and the wardrobe sense of "purge" is kept.
"""

from __future__ import annotations

_FEW = r"(?:\d+|two|three|four|five|six|seven|several|a\s+few|many|some)"
_UNDER_800 = r"(?:[1-7]\d{2}|[1-9]\d)"
_LOW_CALORIES = rf"{_UNDER_800}\s*(?:k?cals?|calories)"
_CRASH_AMOUNT = r"(?:(?:[5-9]|[1-9]\d)\s*(?:kg|kgs|kilos?|kilograms?)|(?:1\d|[2-9]\d)\s*(?:lbs?|pounds)|(?:an?|one|1|two|2|[1-9])\s*(?:st|stone))"

ED_BEHAVIOUR = (
    r"\b(?:starv(?:e|ed|ing)\s+(?:myself|off|down|away|until|till|to\s+(?:get|be|fit|lose))"
    r"|starved\s+(?:\w+\s+){0,2}?(?:off|down\s+to|away)|(?:want|need|plan|trying)\s+to\s+starve\b"
    r"|fast(?:ing|ed)?\s+(?:until|till|til)\b(?!\s+(?:sunset|sundown|dusk|iftar|maghrib|evening|dinner|the\s+evening))"
    rf"|fast(?:ing|ed)?\s+for\s+{_FEW}\s+(?:days|weeks)|(?:water|dry)\s+fast(?:ing)?\b"
    r"|(?:from|by|after|been|keep|kept|started|start|since|stopped|while)\s+not\s+eating"
    r"|not\s+eating\s+(?:at\s+all|anything|for\s+(?:days|weeks|a\s+week)|so\s+(?:i|that)|until|till)"
    r"|stop(?:ped)?\s+eating\s+(?:completely|entirely|altogether|for|so|to|until|till)"
    rf"|(?:haven'?t|have\s+not|hasn'?t|didn'?t|did\s+not)\s+(?:eaten?|had)\s+(?:anything\s+|properly\s+|much\s+|real\s+food\s+"
    rf"|food\s+|a\s+(?:proper|real|full|single)\s+meal\s+)?(?:in|for|since)\s+(?:{_FEW}\s+(?:days|weeks)"
    r"|a\s+week|days|weeks|two\s+days)|(?:haven'?t|have\s+not)\s+eaten\s+anything\s+(?:all|this)\s+week"
    rf"|{_LOW_CALORIES}\s*(?:a|per|each|every)\s+day|(?:eat(?:ing)?|having|on|under|below|only|just|max(?:imum)?|to)\s+"
    rf"(?:only\s+|just\s+|about\s+|around\s+|like\s+)?{_LOW_CALORIES}\b"
    r"|skip(?:s|ping|ped)?\s+(?:every|all|most|each)\s+(?:\w+\s+)?meals?|skip(?:ping)?\s+meals\s+(?:until|till|to|so)"
    r"|(?:make|made|making|makes)\s+myself\s+(?:throw\s+up|vomit|puke|sick|purge)"
    r"|fingers?\s+down\s+my\s+throat|(?:only|just)\s+(?:eat(?:ing)?|hav(?:e|ing))\s+(?:an?|one|1)\s+(?:\w+\s+)?(?:a|per)\s+day"
    r"|(?:get|go|be|reach|hit|drop|weigh)\s+(?:down\s+)?(?:under|below|to|less\s+than)\s+(?:[2-3]\d|4[0-5])\s*(?:kg|kgs|kilos?)"
    r"|(?:get|go|be|reach|hit|drop|weigh)\s+(?:down\s+)?(?:under|below|to|less\s+than)\s+(?:[6-9]\d)\s*(?:lbs?|pounds)"
    r"|(?:get|shrink|squeeze|starve)\s+(?:myself\s+)?(?:back\s+)?(?:into|down\s+to)\s+(?:a\s+)?size\s+(?:00|0|zero|double\s+zero|xxs)\b"
    r"|(?:throw|threw|throwing)\s+up\s+after\s+(?:eating|meals|every|dinner|lunch|breakfast|i\s+eat)"
    r"|i\s+(?:throw|threw)\s+up\s+(?:after|so|to)|purg(?:e|ed|ing)\s+(?:after|every|when|myself|again|so)"
    r"|only\s+(?:drink(?:ing)?|hav(?:e|ing))\s+(?:water|black\s+coffee|diet\s+(?:coke|soda)|tea)\s+(?:all|for|until|till|so)"
    r"|eat(?:ing)?\s+nothing\s+(?:until|till|til|for|so|all)|nothing\s+but\s+water"
    r"|(?<!wardrobe\s)(?<!closet\s)(?<!the\s)purg(?:e|ed|ing)\b(?!\s+(?:my|the|your|our|a|of|through)\s+(?:\w+\s+)?"
    r"(?:wardrobe|closet|clothes|drawers?|stuff|things|shoes|collection|inbox|files|list))"
    r"|(?:vomit\w*|throw(?:ing|n)?\s+up|threw\s+up|puk\w*)\s+(?:\w+\s+){0,2}(?:after|every|each)\s+(?:\w+\s+)?(?:meals?"
    r"|eating|dinner|lunch|breakfast|time\s+i\s+eat|i\s+eat)|instead\s+of\s+(?:eating|food|meals?|lunch|dinner|breakfast)"
    r"|cut\s+(?:down|back)\s+to\s+(?:one|1|a\s+single)\s+meal|one\s+meal\s+every\s+(?:two|2|three|3|other|few)\s+days?"
    r"|(?:stopped|stop|quit|skip(?:ping)?|skipped|given\s+up)\s+(?:eating\s+)?(?:lunch|dinner|breakfast)\s+and\s+(?:lunch"
    r"|dinner|breakfast)|(?:look|be|get|become)\s+(?:even\s+)?bonier|(?:want|wanna|aiming|trying)\s+(?:\w+\s+){0,2}to\s+"
    r"(?:look|be)\s+like\s+(?:sticks|a\s+stick|a\s+skeleton|skin\s+and\s+bones)"
    r"|(?:aiming|want|wanna|trying)\s+to\s+disappear\b(?!\s+(?:into|in|from|for|at)\b)"
    r"|(?:ignor|suppress|numb|kill|fight|curb|trick)\w*\s+(?:my\s+|the\s+)?(?:hunger|appetite)"
    r"|eat(?:ing)?\s+(?:only\s+|just\s+)?(?:one|1|half\s+an?|a\s+single)\s+(?!meal\b)(?:\w+\s+){1,2}(?:a|per)\s+day"
    r"|let\s+myself\s+eat|allow(?:ed)?\s+myself\s+(?:to\s+)?(?:eat|food|a\s+meal)|earn\s+(?:my\s+)?(?:food|meals?)"
    r"|(?:only|just)\s+eat(?:ing)?\s+(?:on|at)\s+(?:weekends|sundays|saturdays|night)"
    rf"|(?:{_FEW}|a)\s+(?:days?|weeks?)\s+(?:on|of)\s+(?:just|only|nothing\s+but)\s+(?:black\s+)?(?:coffee|water|tea|juice|broth)"
    r"|hid(?:e|ing)\s+(?:my\s+|the\s+)?food|(?:get|got|getting)\s+rid\s+of\s+(?:my\s+|the\s+)?(?:dinner|lunch|breakfast|food|meals?)"
    rf"|(?:calories|cals|kcal)\s+(?:under|below|at)\s+{_UNDER_800}\b"
    r"|diuretics?|water\s+pills|laxatives?|diet\s+pills|appetite\s+suppressants?|chew\s+and\s+spit|pro[- ]?ana|pro[- ]?mia|thinspo\w*"
    r"|meanspo|bonespo|how\s+little\s+i\s+eat|eat(?:ing)?\s+(?:less\s+and\s+less|as\s+little\s+as\s+(?:i\s+can|possible))"
    r"|(?:hide|hiding|hid|conceal|concealing)\s+(?:my\s+|an?\s+|the\s+)?(?:eating\s+disorder|anorexia|bulimia)"
    r"|(?:hide|hiding|conceal)\s+(?:\w+\s+){0,4}(?:not\s+eating|weight\s+(?:loss\s+)?from\s+not\s+eating)"
    r"|skeletal|stay\s+(?:this\s+)?skinny\s+(?:by|without)|tips\s+(?:for|to)\s+(?:not\s+eating|eat\s+less|suppress)"
    # Crash loss: 5+ kg (10+ lb, a stone) within days or a week or two is not a diet, it is starving.
    rf"|(?:lose|drop|shed|losing|dropping)\s+(?:like\s+|about\s+|around\s+)?{_CRASH_AMOUNT}\s+(?:in|within|over)\s+"
    r"(?:a|one|1|two|2|three|3|four|4|five|5|six|6|seven|7|ten|10|a\s+few|few)\s+(?:days?|weeks?)\b"
    r"|(?:lose|drop|shed)\s+(?:\w+\s+){0,3}(?:by|before)\s+(?:tomorrow|the\s+weekend|this\s+weekend|friday|saturday)\b)"
)
# The body already small. Weights are body weights: not after "lost", "lose", "another", ...
_NOT_AN_AMOUNT = r"(?<!lost\s)(?<!lose\s)(?<!losing\s)(?<!another\s)(?<!drop\s)(?<!dropped\s)(?<!shed\s)(?<!gained\s)(?<!gain\s)"
ED_LOW_BODY = (
    rf"\b(?:{_NOT_AN_AMOUNT}(?:[2-3]\d|4[0-7])(?:\.\d)?\s*(?:kg|kgs|kilos?|kilograms?)\b"
    rf"|{_NOT_AN_AMOUNT}(?:[6-9]\d)\s*(?:lbs?|pounds)\b|{_NOT_AN_AMOUNT}[4-6]\s*(?:st|stone)\b"
    r"|bmi\s+(?:is\s+|of\s+|at\s+|=\s*)?(?:1[0-7]|[5-9])(?:\.\d)?\b"
    r"|(?:see|show|showing|shows|visible|stick(?:s|ing)?\s+out|poke|poking)\s+(?:\w+\s+){0,2}?(?:ribs|hip\s*bones|spine)\b"
    r"|(?:shows?|showing|hides?|hiding|cover|covers)\s+my\s+(?:ribs|hip\s*bones|spine)\b(?!\s+tattoo)"
    r"|(?:ribs|hip\s*bones|spine)\s+(?:\w+\s+)?(?:stick(?:s|ing)?\s+out|show(?:s|ing)?|poke|poking|visible)"
    r"|thigh\s+gap|(?:skinny|thin|small|light|tiny)\s+enough|size\s+(?:0|00|zero|double\s+zero|xxs|xxxs)\b"
    r"|xxs|xxxs)"
)
ED_MORE_LOSS = (
    r"\b(?:lose\s+(?:even\s+|some\s+|a\s+bit\s+|a\s+lot\s+|way\s+)?more|losing\s+more|keep\s+(?:losing|shrinking|getting"
    r"\s+(?:thinner|skinnier|smaller))|even\s+(?:thinner|skinnier|lighter|smaller|tinier)|get(?:ting)?\s+(?:even\s+)?"
    r"(?:lighter|thinner|skinnier|tinier)|go\s+(?:even\s+)?lower|lose\s+another|drop\s+(?:another|more)"
    r"|still\s+(?:way\s+|so\s+|too\s+)*(?:fat|heavy)|too\s+fat|until\s+i'?m\s+(?:thin|skinny|tiny|smaller|lighter)"
    r"|down\s+to\s+(?:size|a\s+size|\d)|smaller\s+and\s+smaller|(?:more|less)\s+weight\s+off|i(?:'m|\s+am)\s+still\s+(?:way\s+|so\s+)?too\s+(?:big|fat|heavy)"
    r"|get(?:ting)?\s+(?:even\s+)?smaller\s*(?:$|[,.!?])|(?:show|stick\s+out)\s+(?:even\s+)?more|not\s+done\s+yet"
    r"|keep\s+going|feel\s+(?:so\s+|really\s+|still\s+)?(?:huge|enormous|massive|fat|heavy)|as\s+(?:small|thin|tiny|skinny)\s+as\s+possible"
    r"|stay\s+(?:tiny|thin|skinny|this\s+small)|scale\s+(?:go|going|goes|went)\s+down|(?:lost|lose)\s+enough\s+to\s+(?:be|weigh|get\s+to)"
    r"|go\s+down\s+(?:even\s+)?more|wants?\s+to\s+(?:be|weigh|get\s+to|reach)\s+(?:[2-4]\d|[6-9]\d)\b"
    r"|(?:goal|target)\s+(?:weight\s+)?(?:is|of)\s+(?:[2-4]\d)\b"
    r"|want\s+to\s+(?:be|get)\s+(?:tiny|smaller|lighter))"
)
# Dieting words that are ordinary alone ("fasting for Ramadan") but not next to a low body.
ED_DIETING = (
    r"\b(?:fast(?:ing|ed)?|diet(?:ing)?|skip(?:ping|ped)?\s+meals|not\s+eating|eat(?:ing)?\s+less|cutting\s+calories"
    r"|restrict(?:ing)?|cleanse|detox)\b"
)
