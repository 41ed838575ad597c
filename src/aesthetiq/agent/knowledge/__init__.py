"""Data shipped with the agent: the fashion knowledge base (entries.jsonl) and the offline engine's phrasebook."""
