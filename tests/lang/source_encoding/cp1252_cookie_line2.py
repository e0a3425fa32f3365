#!/usr/bin/env python3
# vim: set fileencoding=cp1252 :
# The coding comment may sit on line 2 after a #! line; cp1252 maps
# bytes 0x80..0x9f to typographic characters.
s = "€10 ‘quoted’ — naïve"
print(ascii(s), len(s))

# expect: '\u20ac10 \u2018quoted\u2019 \u2014 na\xefve' 20
