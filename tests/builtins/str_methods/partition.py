print("key=value=x".partition("="), "key=value=x".rpartition("="), "novalue".partition("="), "novalue".rpartition("="))

# expect: ('key', '=', 'value=x') ('key=value', '=', 'x') ('novalue', '', '') ('', '', 'novalue')
