//! Commissions: closing a month and payouts.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! commissions {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                InvalidAmount => [
                    "Enter an amount greater than zero.",
                    "Masukkan jumlah lebih dari nol.",
                    "Masukkan amaun lebih daripada sifar."
                ],
                ReportRangeReversed => [
                    "The end date comes before the start date.",
                    "Tanggal akhir sebelum tanggal mulai.",
                    "Tarikh akhir sebelum tarikh mula."
                ],
                ReportRangeTooLong => [
                    "Choose at most 366 days.",
                    "Pilih paling lama 366 hari.",
                    "Pilih paling lama 366 hari."
                ],
                ExportInBackground => [
                    "This report has more than 100 rows: export it in the background.",
                    "Laporan ini lebih dari 100 baris: ekspor di latar belakang.",
                    "Laporan ini melebihi 100 baris: eksport di latar belakang."
                ],
                ExportNotReady => [
                    "This export is not ready yet.",
                    "Ekspor ini belum siap.",
                    "Eksport ini belum sedia."
                ],
                TooManyProducts => [
                    "Choose at most 10 products.",
                    "Pilih paling banyak 10 produk.",
                    "Pilih paling banyak 10 produk."
                ],
                SelectPayouts => [
                    "Select at least one payout (at most 500).",
                    "Pilih setidaknya satu pencairan (paling banyak 500).",
                    "Pilih sekurang-kurangnya satu pembayaran (paling banyak 500)."
                ],
                NotEnoughCredit => [
                    "The payout credit is {credit}; these payouts need {need}. Top it up first.",
                    "Kredit pencairan {credit}; pencairan ini memerlukan {need}. Isi ulang terlebih dahulu.",
                    "Kredit pembayaran ialah {credit}; pembayaran ini memerlukan {need}. Tambah nilai dahulu."
                ],
                PeriodNotEnded => [
                    "This month has not ended yet.",
                    "Bulan ini belum berakhir.",
                    "Bulan ini belum berakhir."
                ],
                PeriodClosed => [
                    "This month is already closed.",
                    "Bulan ini sudah ditutup.",
                    "Bulan ini sudah ditutup."
                ],
                PeriodClosedNow => ["Month closed.", "Bulan ditutup.", "Bulan ditutup."],
                PayoutBelowMinimum => [
                    "The smallest payout is {amount}.",
                    "Pencairan terkecil adalah {amount}.",
                    "Pembayaran terkecil ialah {amount}."
                ],
                PayoutAboveBalance => [
                    "You can ask for at most {amount}.",
                    "Anda dapat meminta paling banyak {amount}.",
                    "Anda boleh meminta paling banyak {amount}."
                ],
                PayoutNeedsBank => [
                    "Add your bank account to your profile first.",
                    "Tambahkan rekening bank Anda di profil terlebih dahulu.",
                    "Tambah akaun bank anda dalam profil dahulu."
                ],
                PayoutRequested => [
                    "Payout requested.",
                    "Pencairan diminta.",
                    "Pembayaran diminta."
                ],
                PayoutNotAllowed => [
                    "This payout cannot be changed that way.",
                    "Pencairan ini tidak dapat diubah seperti itu.",
                    "Pembayaran ini tidak boleh diubah begitu."
                ],
                PayoutBankChanged => [
                    "The agent's bank account changed after the request; reject it and let them ask again.",
                    "Rekening bank agen berubah setelah permintaan; tolak dan biarkan mereka meminta lagi.",
                    "Akaun bank ejen berubah selepas permintaan; tolak dan biar mereka meminta semula."
                ],
            ]
            $($topics)*
        }
    };
}
