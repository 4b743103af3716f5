"""The menu screens: title, new match, settings, statistics, the rules and strategy pages."""
