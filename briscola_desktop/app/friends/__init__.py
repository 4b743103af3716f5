"""Play with friends: host a table, join one, the lobby and the table over the network (``net/``)."""
