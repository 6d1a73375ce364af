"""groundcheck verifier: a pure library that judges claims against supplied evidence.

It never imports the gateway. Engines implement :class:`verifier.types.Engine`.
"""

__version__ = "0.1.0"
