"""string — common string constants and capwords (tpy's Python-source subset)."""

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


class Template:
    """$-substitution strings: $name, ${name}, $$."""

    delimiter = '$'

    def __init__(self, template):
        self.template = template

    def _sub(self, mapping, safe):
        s = self.template
        out = []
        i = 0
        n = len(s)
        while i < n:
            j = s.find('$', i)
            if j < 0:
                out.append(s[i:])
                break
            out.append(s[i:j])
            if j + 1 < n and s[j + 1] == '$':
                out.append('$')
                i = j + 2
                continue
            braced = j + 1 < n and s[j + 1] == '{'
            k = j + 2 if braced else j + 1
            m = k
            while m < n and (s[m] == '_' or s[m].isalnum() and s[m].isascii()) \
                    and not (m == k and s[m].isdigit()):
                m += 1
            name = s[k:m]
            if not name or (braced and (m >= n or s[m] != '}')):
                if safe:
                    out.append('$')
                    i = j + 1
                    continue
                lines = s[:j].split('\n')
                raise ValueError('Invalid placeholder in string: line %d, col %d'
                                 % (len(lines), len(lines[-1]) + 1))
            end = m + 1 if braced else m
            if name in mapping:
                out.append('%s' % (mapping[name],))
            elif safe:
                out.append(s[j:end])
            else:
                raise KeyError(name)
            i = end
        return ''.join(out)

    def substitute(self, mapping=None, /, **kws):
        return self._sub(_merge(mapping, kws), False)

    def safe_substitute(self, mapping=None, /, **kws):
        return self._sub(_merge(mapping, kws), True)


def _merge(mapping, kws):
    if mapping is None:
        return kws
    if kws:
        d = dict(mapping)
        d.update(kws)
        return d
    return mapping
