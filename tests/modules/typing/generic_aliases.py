from typing import Any, List, Dict, Tuple, Set, Optional, Union, Callable
print(List[int], Dict[str, List[int]], Tuple[int, ...], Set[str])
print(Optional[int], Union[int, str], Union[int, None], Union[None, int])
print(Callable[[int], str], Any, List)
print(Union[int, Union[str, float]], Optional[Union[int, str]], Union[int, int])

# expect: typing.List[int] typing.Dict[str, typing.List[int]] typing.Tuple[int, ...] typing.Set[str]
# expect: typing.Optional[int] typing.Union[int, str] typing.Optional[int] typing.Optional[int]
# expect: typing.Callable[[int], str] typing.Any typing.List
# expect: typing.Union[int, str, float] typing.Union[int, str, NoneType] <class 'int'>
