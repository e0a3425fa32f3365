# numba is a package: its submodules import by dotted name and by from-import;
# numba.types is numba.core.types under another name; errors and config are
# attributes only.
import numba.core.errors
from numba.core import types as core_types, errors
import numba.types
from numba.types import float64, Array

print(numba.core.errors is errors, numba.core.errors.__name__, numba.core.__name__)
print(numba.types.float64 is core_types.float64, float64 is numba.float64, Array is core_types.Array)
print(numba.types.__name__, numba.errors is errors, numba.config.__name__)
print(isinstance(numba.core.__path__, list), numba.core.__package__, numba.__package__,
      numba.core.errors.__package__)
for name in ['numba.config', 'numba.errors', 'numba.nosuch', 'numba.core.nosuch']:
    try:
        __import__(name)
    except ModuleNotFoundError as e:
        print('ModuleNotFoundError', e, e.name)
try:
    from numba.core import nosuch
except ImportError as e:
    print('ImportError', str(e).split(' (')[0])

# expect: True numba.core.errors numba.core
# expect: True True True
# expect: numba.types True numba.core.config
# expect: True numba.core numba numba.core
# expect: ModuleNotFoundError No module named 'numba.config' numba.config
# expect: ModuleNotFoundError No module named 'numba.errors' numba.errors
# expect: ModuleNotFoundError No module named 'numba.nosuch' numba.nosuch
# expect: ModuleNotFoundError No module named 'numba.core.nosuch' numba.core.nosuch
# expect: ImportError cannot import name 'nosuch' from 'numba.core'
