import string
text = 'Hello, World! 123'
print(sum(c in string.ascii_letters for c in text), sum(c in string.digits for c in text))
print(''.join(c for c in text if c not in string.punctuation))
shift = string.ascii_lowercase[3:] + string.ascii_lowercase[:3]
print('attack'.translate(str.maketrans(string.ascii_lowercase, shift)))

# expect: 10 3
# expect: Hello World 123
# expect: dwwdfn
