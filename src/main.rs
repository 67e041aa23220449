//! Mounts the Table Ronde app on the page body.

fn main() {
    // Panics are bugs; if one happens anyway, show it in the console with its message.
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(table_ronde::ui::app::App);
}
