//! Rule-based play for each contract (filled in below).
