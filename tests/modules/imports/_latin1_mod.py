# coding: latin-1
# A helper module saved as latin-1 bytes.
word = "naïve §"
