# coding: klingon
# A helper module whose coding comment names no codec.
x = 1
