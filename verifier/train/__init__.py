"""Training of the cross-encoder checker (needs the optional ``train`` extra, except ``split``)."""
