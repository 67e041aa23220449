//! Read-only accessors of an engine's state, written once (issue 27): every engine keeps its
//! fields private so that only its rules change them, and shows the simple ones (the dealer,
//! the leader, the phase…) through getters that copy the field out.

/// `#[must_use] pub fn name(&self) -> Type { self.field }` for each `name: Type = field;`,
/// each with its doc comment. In a state's `impl`:
///
/// ```ignore
/// tr_core::getters! {
///     /// The dealer of the current hand.
///     dealer: Seat = dealer;
/// }
/// ```
#[macro_export]
macro_rules! getters {
    ($($(#[$doc:meta])* $name:ident: $ty:ty = $field:ident;)+) => {
        $(
            $(#[$doc])*
            #[must_use]
            pub fn $name(&self) -> $ty {
                self.$field
            }
        )+
    };
}
