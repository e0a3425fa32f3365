print(repr("é日\u200b\U0001f600"), ascii("é日"))

# expect: 'é日\u200b😀' '\xe9\u65e5'
