"""The one UI kit: ``widgets`` (colours, panels, ``Button``, ``ButtonGroup``, ``draw_button``), ``form``
(menu forms and their rows), ``dialog`` (``Dialog``, the one dialog base; ``ConfirmScene``,
``NoticeScene``) and ``scroll`` (``ScrollView``, the one scroll view)."""
