#!/usr/bin/env python3
"""gen_unicode_names.py — writes vm/unicode_names_data.cpp, the Unicode
character name table behind \\N{...} escapes and unicodedata.lookup/name.

Run by hand when the Unicode version changes (it must be the one CPython 3.11
uses, 14.0.0): python3 scripts/gen_unicode_names.py > vm/unicode_names_data.cpp
The data comes from this interpreter's unicodedata module.

Encoding (decoded by vm/unicode_names.cpp):
- kWords: every distinct word of the names (split on ' '), most frequent
  first, each followed by ' '.
- kNames: one record per named code point in increasing order, written with
  the 93 printable ASCII symbols other than '"' and '\\' (value = position in
  kAlphabet). A record is a header symbol h, then word tokens, then END (0):
    h == kSkip: four symbols give (delta - 2) in base 93 and the real header
                follows; otherwise the code point is the previous one + 1.
    h < kSkip:  the name starts with the first h words of the previous name.
  Word token v: 1..S -> word v-1; S+1..S+M -> two symbols; above -> three.
- kRanges: runs of code points named PREFIX-XXXX after their own value
  (CJK ideographs, Nushu, Khitan); Hangul syllables are computed in C++.
- kAliases: formal name aliases (NameAliases.txt) that CPython accepts.
"""
import collections
import re
import unicodedata

ALPHABET = ''.join(chr(c) for c in range(0x20, 0x7F) if chr(c) not in '"\\')
B = len(ALPHABET)
S = 40            # words with a one-symbol token
SKIP = B - 1      # header symbol: a code point gap follows
M = 30            # leading symbols of two-symbol tokens
# Three-symbol tokens use the leading symbols S+M+1 .. B-1.

# Formal name aliases (Unicode's NameAliases.txt): "HEX NAME;NAME;...".
# Each one is kept only if CPython's unicodedata.lookup accepts it.
ALIASES = """
0000 NULL;NUL
0001 START OF HEADING;SOH
0002 START OF TEXT;STX
0003 END OF TEXT;ETX
0004 END OF TRANSMISSION;EOT
0005 ENQUIRY;ENQ
0006 ACKNOWLEDGE;ACK
0007 ALERT;BEL
0008 BACKSPACE;BS
0009 CHARACTER TABULATION;HORIZONTAL TABULATION;HT;TAB
000A LINE FEED;NEW LINE;END OF LINE;LF;NL;EOL
000B LINE TABULATION;VERTICAL TABULATION;VT
000C FORM FEED;FF
000D CARRIAGE RETURN;CR
000E SHIFT OUT;LOCKING-SHIFT ONE;SO
000F SHIFT IN;LOCKING-SHIFT ZERO;SI
0010 DATA LINK ESCAPE;DLE
0011 DEVICE CONTROL ONE;DC1
0012 DEVICE CONTROL TWO;DC2
0013 DEVICE CONTROL THREE;DC3
0014 DEVICE CONTROL FOUR;DC4
0015 NEGATIVE ACKNOWLEDGE;NAK
0016 SYNCHRONOUS IDLE;SYN
0017 END OF TRANSMISSION BLOCK;ETB
0018 CANCEL;CAN
0019 END OF MEDIUM;EOM
001A SUBSTITUTE;SUB
001B ESCAPE;ESC
001C INFORMATION SEPARATOR FOUR;FILE SEPARATOR;FS
001D INFORMATION SEPARATOR THREE;GROUP SEPARATOR;GS
001E INFORMATION SEPARATOR TWO;RECORD SEPARATOR;RS
001F INFORMATION SEPARATOR ONE;UNIT SEPARATOR;US
0020 SP
007F DELETE;DEL
0080 PADDING CHARACTER;PAD
0081 HIGH OCTET PRESET;HOP
0082 BREAK PERMITTED HERE;BPH
0083 NO BREAK HERE;NBH
0084 INDEX;IND
0085 NEXT LINE;NEL
0086 START OF SELECTED AREA;SSA
0087 END OF SELECTED AREA;ESA
0088 CHARACTER TABULATION SET;HORIZONTAL TABULATION SET;HTS
0089 CHARACTER TABULATION WITH JUSTIFICATION;HORIZONTAL TABULATION WITH JUSTIFICATION;HTJ
008A LINE TABULATION SET;VERTICAL TABULATION SET;VTS
008B PARTIAL LINE FORWARD;PARTIAL LINE DOWN;PLD
008C PARTIAL LINE BACKWARD;PARTIAL LINE UP;PLU
008D REVERSE LINE FEED;REVERSE INDEX;RI
008E SINGLE SHIFT TWO;SINGLE-SHIFT-2;SS2
008F SINGLE SHIFT THREE;SINGLE-SHIFT-3;SS3
0090 DEVICE CONTROL STRING;DCS
0091 PRIVATE USE ONE;PRIVATE USE-1;PU1
0092 PRIVATE USE TWO;PRIVATE USE-2;PU2
0093 SET TRANSMIT STATE;STS
0094 CANCEL CHARACTER;CCH
0095 MESSAGE WAITING;MW
0096 START OF GUARDED AREA;START OF PROTECTED AREA;SPA
0097 END OF GUARDED AREA;END OF PROTECTED AREA;EPA
0098 START OF STRING;SOS
0099 SINGLE GRAPHIC CHARACTER INTRODUCER;SGC
009A SINGLE CHARACTER INTRODUCER;SCI
009B CONTROL SEQUENCE INTRODUCER;CSI
009C STRING TERMINATOR;ST
009D OPERATING SYSTEM COMMAND;OSC
009E PRIVACY MESSAGE;PM
009F APPLICATION PROGRAM COMMAND;APC
00A0 NBSP
00AD SHY
01A2 LATIN CAPITAL LETTER GHA
01A3 LATIN SMALL LETTER GHA
034F CGJ
0616 ARABIC SMALL HIGH LIGATURE ALEF WITH YEH BARREE
061C ALM
0709 SYRIAC SUBLINEAR COLON SKEWED LEFT
0CDE KANNADA LETTER LLLA
0E9D LAO LETTER FO FON
0E9F LAO LETTER FO FAY
0EA3 LAO LETTER RO
0EA5 LAO LETTER LO
0FD0 TIBETAN MARK BKA- SHOG GI MGO RGYAN
11EC HANGUL JONGSEONG YESIEUNG-KIYEOK
11ED HANGUL JONGSEONG YESIEUNG-SSANGKIYEOK
11EE HANGUL JONGSEONG SSANGYESIEUNG
11EF HANGUL JONGSEONG YESIEUNG-KHIEUKH
180B FVS1
180C FVS2
180D FVS3
180E MVS
180F FVS4
1BBD SUNDANESE LETTER ARCHAIC I
200B ZWSP
200C ZWNJ
200D ZWJ
200E LRM
200F RLM
202A LRE
202B RLE
202C PDF
202D LRO
202E RLO
202F NNBSP
205F MMSP
2060 WJ
2066 LRI
2067 RLI
2068 FSI
2069 PDI
2118 WEIERSTRASS ELLIPTIC FUNCTION
2448 MICR ON US SYMBOL
2449 MICR DASH SYMBOL
2B7A LEFTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE
2B7C RIGHTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE
A015 YI SYLLABLE ITERATION MARK
FE00 VS1
FE01 VS2
FE02 VS3
FE03 VS4
FE04 VS5
FE05 VS6
FE06 VS7
FE07 VS8
FE08 VS9
FE09 VS10
FE0A VS11
FE0B VS12
FE0C VS13
FE0D VS14
FE0E VS15
FE0F VS16
FE18 PRESENTATION FORM FOR VERTICAL RIGHT WHITE LENTICULAR BRACKET
FEFF BYTE ORDER MARK;BOM;ZWNBSP
122D4 CUNEIFORM SIGN NU11 TENU
122D5 CUNEIFORM SIGN NU11 OVER NU11 BUR OVER BUR
16E56 MEDEFAIDRIN CAPITAL LETTER H
16E57 MEDEFAIDRIN CAPITAL LETTER NG
16E76 MEDEFAIDRIN SMALL LETTER H
16E77 MEDEFAIDRIN SMALL LETTER NG
1B001 HENTAIGANA LETTER E-1
1D0C5 BYZANTINE MUSICAL SYMBOL FTHORA SKLIRON CHROMA VASIS
1E899 MENDE KIKAKUI SYLLABLE M172 MBO
1E89A MENDE KIKAKUI SYLLABLE M174 MBOO
"""


def aliases():
    out = []
    lines = [l for l in ALIASES.strip().splitlines()]
    for l in lines:
        cp, names = l.split(' ', 1)
        for n in names.split(';'):
            out.append((int(cp, 16), n))
    # Variation selectors 17..256 (E0100..E01EF).
    out += [(0xE0100 + i, 'VS%d' % (17 + i)) for i in range(240)]
    kept = []
    for cp, n in out:
        try:
            ok = unicodedata.lookup(n) == chr(cp) and unicodedata.name(chr(cp), None) != n
        except KeyError:
            ok = False
        if ok:
            kept.append((cp, n))
    return kept


def collect():
    names, ranges = [], []
    for cp in range(0x110000):
        n = unicodedata.name(chr(cp), None)
        if n is None or n.startswith('HANGUL SYLLABLE '):
            continue
        m = re.fullmatch(r'(.*)-([0-9A-F]{4,6})', n)
        if m and int(m.group(2), 16) == cp:
            p = m.group(1)
            if ranges and ranges[-1][0] == p and ranges[-1][2] == cp - 1:
                ranges[-1][2] = cp
            else:
                ranges.append([p, cp, cp])
            continue
        names.append((cp, n))
    return names, ranges


def sym(v):
    return ALPHABET[v]


def encode(names):
    freq = collections.Counter(w for _, n in names for w in n.split(' '))
    words = [w for w, _ in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))]
    rank = {w: i for i, w in enumerate(words)}
    assert len(words) <= S + M * B + (B - 1 - S - M) * B * B
    out = []
    prev_cp, prev = -1, []
    for cp, n in names:
        ws = n.split(' ')
        if cp != prev_cp + 1:
            d = cp - prev_cp - 2
            assert 0 <= d < B ** 4
            out.append(sym(SKIP))
            out += [sym(d // B ** 3 % B), sym(d // B ** 2 % B), sym(d // B % B), sym(d % B)]
        k = 0
        while k < len(ws) - 1 and k < len(prev) and prev[k] == ws[k] and k < SKIP - 1:
            k += 1
        out.append(sym(k))
        for w in ws[k:]:
            r = rank[w]
            if r < S:
                out.append(sym(r + 1))
            elif r < S + M * B:
                r -= S
                out += [sym(S + 1 + r // B), sym(r % B)]
            else:
                r -= S + M * B
                out += [sym(S + M + 1 + r // (B * B)), sym(r // B % B), sym(r % B)]
        out.append(sym(0))
        prev_cp, prev = cp, ws
    return words, ''.join(out)


def c_lines(text, width=240):  # wide lines keep the file under lint's line budget
    return '\n'.join('    "%s"' % text[i:i + width] for i in range(0, len(text), width))


def main():
    names, ranges = collect()
    words, stream = encode(names)
    al = aliases()
    prefixes = sorted({r[0] for r in ranges})
    print('// unicode_names_data.cpp — GENERATED by scripts/gen_unicode_names.py from')
    print('// CPython %s\'s unicodedata (Unicode %s); do not edit. The encoding is' % (
        '3.11', unicodedata.unidata_version))
    print('// described in that script and decoded by vm/unicode_names.cpp.')
    print('#include "vm/unicode_names_data.h"')
    print()
    print('namespace tpy::uname_data {')
    print()
    print('extern const char kAlphabet[] = "%s";' % ALPHABET)
    print('extern const int kBase = %d, kOneSymbolWords = %d, kTwoSymbolLeads = %d, kSkip = %d;' % (B, S, M, SKIP))
    print('extern const int kWordCount = %d;' % len(words))
    print()
    print('extern const char kWords[] =')
    print(c_lines(''.join(w + ' ' for w in words)) + ';')
    print()
    print('extern const char kNames[] =')
    print(c_lines(stream) + ';')
    print()
    print('extern const char* const kRangePrefixes[] = {%s};' % ', '.join('"%s"' % p for p in prefixes))
    print('extern const NameRange kRanges[] = {')
    for p, lo, hi in ranges:
        print('    {0x%X, 0x%X, %d},' % (lo, hi, prefixes.index(p)))
    print('};')
    print('extern const int kRangeCount = %d;' % len(ranges))
    print()
    print('extern const NameAlias kAliases[] = {')
    rows = ['{"%s", 0x%X},' % (n, cp) for cp, n in al]
    for i in range(0, len(rows), 4):
        print('    ' + ' '.join(rows[i:i + 4]))
    print('};')
    print('extern const int kAliasCount = %d;' % len(al))
    print()
    print('}  // namespace tpy::uname_data')


main()
