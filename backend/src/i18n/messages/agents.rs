//! The agent network: registration links and promote/demote.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! agents {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                InvalidRegistrationLink => [
                    "This registration link is not valid.",
                    "Tautan pendaftaran ini tidak valid.",
                    "Pautan pendaftaran ini tidak sah."
                ],
                SameTierAsUpline => [
                    "The new tier is the same as the upline's tier. Choose a new upline.",
                    "Tingkat baru sama dengan tingkat upline. Pilih upline baru.",
                    "Peringkat baharu sama dengan peringkat upline. Pilih upline baharu."
                ],
                UplineInOwnDownline => [
                    "An agent cannot be moved under their own downline.",
                    "Agen tidak dapat dipindahkan ke bawah downline-nya sendiri.",
                    "Ejen tidak boleh dipindahkan ke bawah downline sendiri."
                ],
                NotAPromotion => ["Choose a tier above the current one.", "Pilih tingkat di atas tingkat sekarang.", "Pilih peringkat di atas peringkat semasa."],
                NotADemotion => ["Choose a tier below the current one.", "Pilih tingkat di bawah tingkat sekarang.", "Pilih peringkat di bawah peringkat semasa."],
            ]
            $($topics)*
        }
    };
}
