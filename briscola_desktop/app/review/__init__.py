"""The hand review: the list of kept hands and the review of one hand."""
