"""Aesthetiq: a conversational stylist."""

__version__ = "0.1.0"
