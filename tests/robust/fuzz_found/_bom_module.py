# A helper module whose file starts with a UTF-8 signature (bom_str_source.py).
value = "imported"
