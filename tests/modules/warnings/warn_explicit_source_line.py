# When the file can be read, the warning is followed by its source line,
# stripped and indented by two spaces.
import warnings

warnings.warn_explicit("look at line 7", UserWarning, __file__, 7)
if True:
    value = 1     # line 7, with trailing spaces    
warnings.warn_explicit("past the end", UserWarning, __file__, 1000)
warnings.warn_explicit("line zero", UserWarning, __file__, 0)

# expect-stderr: tests/modules/warnings/warn_explicit_source_line.py:7: UserWarning: look at line 7
# expect-stderr:   value = 1     # line 7, with trailing spaces
# expect-stderr: tests/modules/warnings/warn_explicit_source_line.py:1000: UserWarning: past the end
# expect-stderr: tests/modules/warnings/warn_explicit_source_line.py:0: UserWarning: line zero
