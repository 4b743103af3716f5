"""The frame of the app: the scene stack and App, navigation by intent, the screens registry, the entry point,
and the names and choices every screen shares."""
