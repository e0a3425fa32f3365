# -*- coding: utf-8 -*-
# A script that declares UTF-8 may hold other bytes in comments: café ÿ
print("ran")  # í €
# expect: ran
