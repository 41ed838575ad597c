"""A labelled garment-photo set, synthesised deterministically (see ``generate.py``)."""
