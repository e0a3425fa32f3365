# \N{NAME} escapes: names, case-insensitive lookup, aliases, computed names.
print(ascii("\N{LATIN SMALL LETTER A}\N{latin capital letter b}\N{Greek Small Letter Alpha}"))
print(ascii("\N{EM DASH}\N{SNOWMAN}\N{GRINNING FACE}\N{DIGIT ZERO}\N{SPACE}"))
print(ascii("\N{CJK UNIFIED IDEOGRAPH-4E00}\N{CJK UNIFIED IDEOGRAPH-20000}\N{HANGUL SYLLABLE GAG}\N{HANGUL SYLLABLE A}"))
print(ascii("\N{CJK COMPATIBILITY IDEOGRAPH-F900}\N{nushu character-1b170}\N{KHITAN SMALL SCRIPT CHARACTER-18B00}"))
print(ascii("\N{NULL}\N{LF}\N{line feed}\N{BOM}\N{VS17}\N{LATIN CAPITAL LETTER GHA}\N{zwj}"))
print(ascii(f"x\N{BULLET}{1 + 1}\N{LEFT CURLY BRACKET}"))
print(b"\N{BULLET}", r"\N{BULLET}", len("\N{BULLET}"))
print("\N{YI SYLLABLE ITERATION MARK}" == "\ua015", "\N{HANGUL SYLLABLE HIH}" == "\ud7a3")

# expect: 'aB\u03b1'
# expect: '\u2014\u2603\U0001f6000 '
# expect: '\u4e00\U00020000\uac01\uc544'
# expect: '\uf900\U0001b170\U00018b00'
# expect: '\x00\n\n\ufeff\U000e0100\u01a2\u200d'
# expect: 'x\u20222{'
# expect: b'\\N{BULLET}' \N{BULLET} 1
# expect: True True
