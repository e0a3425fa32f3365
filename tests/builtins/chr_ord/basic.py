print(chr(65), chr(0x263a), chr(128512), ord("a"), ord("€"), ord(chr(1000)) == 1000)

# expect: A ☺ 😀 97 8364 True
