import unicodedata

print(ascii(unicodedata.lookup("snowman")), ascii(unicodedata.lookup("LF")), ascii(unicodedata.lookup("HANGUL SYLLABLE GAG")))
for ch in "aZé€\u4e00\uac01\U0001F600\ufa0e\U0001b170 ":
    print(unicodedata.name(ch))
print(unicodedata.name("\x00", "none"), unicodedata.unidata_version)
for bad in ["NO SUCH NAME", "CJK UNIFIED IDEOGRAPH-4e00"]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print("KeyError:", e)
try:
    unicodedata.name("\x01")
except ValueError as e:
    print("ValueError:", e)
try:
    unicodedata.name("ab")
except TypeError as e:
    print("TypeError:", e)

# expect: '\u2603' '\n' '\uac01'
# expect: LATIN SMALL LETTER A
# expect: LATIN CAPITAL LETTER Z
# expect: LATIN SMALL LETTER E WITH ACUTE
# expect: EURO SIGN
# expect: CJK UNIFIED IDEOGRAPH-4E00
# expect: HANGUL SYLLABLE GAG
# expect: GRINNING FACE
# expect: CJK COMPATIBILITY IDEOGRAPH-FA0E
# expect: NUSHU CHARACTER-1B170
# expect: SPACE
# expect: none 14.0.0
# expect: KeyError: "undefined character name 'NO SUCH NAME'"
# expect: KeyError: "undefined character name 'CJK UNIFIED IDEOGRAPH-4e00'"
# expect: ValueError: no such name
# expect: TypeError: name() argument 1 must be a unicode character, not str
