# A replaced warnings.formatwarning decides the text the default
# showwarning writes.
import warnings


def fmt(message, category, filename, lineno, line=None):
    return "[%s] %s (%s:%d) line=%r\n" % (category.__name__, message, filename, lineno, line)


warnings.formatwarning = fmt
warnings.warn_explicit("formatted my way", UserWarning, "f.py", 3)

# expect-stderr: [UserWarning] formatted my way (f.py:3) line=None
