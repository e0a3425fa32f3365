"""numba.typed — Numba's typed containers (tpy's Numba API): List and Dict.

typed.List is a list of one item type and typed.Dict a dict of one key and
one value type; items are cast to those types as they go in (an int into a
float list becomes a float; a float into an int list is an error, as
Numba). A typed.List or typed.Dict passed to a compiled function is that
function's own (tpy's containers are the interpreter's: nothing is
copied), and the ones compiled code makes come back as these classes.
"""

from numba.typed.typedlist import List
from numba.typed.typeddict import Dict

__all__ = ['List', 'Dict']
