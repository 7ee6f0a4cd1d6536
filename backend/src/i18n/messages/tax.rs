//! Tax documents: CP58 and withholding.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! tax {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                NotMalaysian => [
                    "Malaysian tax documents are for companies trading in ringgit.",
                    "Dokumen pajak Malaysia hanya untuk perusahaan yang bertransaksi dalam ringgit.",
                    "Dokumen cukai Malaysia hanya untuk syarikat yang berniaga dalam ringgit."
                ],
                Cp58Off => [
                    "CP58 is switched off. Turn it on in Setup → Features first.",
                    "CP58 dinonaktifkan. Aktifkan dahulu di Pengaturan → Fitur.",
                    "CP58 dimatikan. Hidupkan dahulu di Tetapan → Ciri."
                ],
                Cp58YearOutOfRange => [
                    "Choose a year from 2012 to this year.",
                    "Pilih tahun dari 2012 sampai tahun ini.",
                    "Pilih tahun dari 2012 hingga tahun ini."
                ],
                Cp58YearNotEnded => [
                    "A year's CP58 can be issued once the year has ended.",
                    "CP58 suatu tahun dapat diterbitkan setelah tahun itu berakhir.",
                    "CP58 sesuatu tahun boleh dikeluarkan selepas tahun itu tamat."
                ],
                Cp58Issued => [
                    "CP58 statements issued.",
                    "Pernyataan CP58 telah diterbitkan.",
                    "Penyata CP58 telah dikeluarkan."
                ],
                MyInvoisRefused => [
                    "MyInvois refused:",
                    "MyInvois menolak:",
                    "MyInvois menolak:"
                ],
                MyInvoisUnreachable => [
                    "MyInvois cannot be reached right now. Please try again in a few minutes.",
                    "MyInvois tidak dapat dihubungi saat ini. Silakan coba lagi beberapa menit lagi.",
                    "MyInvois tidak dapat dihubungi sekarang. Sila cuba lagi dalam beberapa minit."
                ],
                MyInvoisNotConnected => [
                    "Connect MyInvois first: enter your taxpayer system's client ID and secret.",
                    "Hubungkan MyInvois dahulu: masukkan client ID dan secret sistem wajib pajak Anda.",
                    "Sambungkan MyInvois dahulu: masukkan ID klien dan rahsia sistem pembayar cukai anda."
                ],
                EinvoiceNotInvalid => [
                    "Only an invalid e-invoice can be corrected and sent again.",
                    "Hanya e-faktur yang tidak valid yang dapat diperbaiki dan dikirim ulang.",
                    "Hanya e-invois yang tidak sah boleh dibetulkan dan dihantar semula."
                ],
                EinvoiceNotCancellable => [
                    "Only a valid e-invoice can be cancelled, within 72 hours of its validation.",
                    "Hanya e-faktur yang valid yang dapat dibatalkan, dalam 72 jam setelah divalidasi.",
                    "Hanya e-invois yang sah boleh dibatalkan, dalam tempoh 72 jam selepas disahkan."
                ],
                InvalidSst => [
                    "Enter the SST registration number as issued (letters, digits and dashes).",
                    "Masukkan nomor registrasi SST sesuai terbitan (huruf, angka, dan tanda hubung).",
                    "Masukkan nombor pendaftaran SST seperti yang dikeluarkan (huruf, digit dan sengkang)."
                ],
                TinUnknownToLhdn => [
                    "LHDN does not know this TIN with your identity number. Check both.",
                    "LHDN tidak mengenal NPWP ini dengan nomor identitas Anda. Periksa keduanya.",
                    "LHDN tidak mengenali TIN ini dengan nombor pengenalan anda. Semak kedua-duanya."
                ],
                CompanyTinNotRegistered => [
                    "LHDN does not know this TIN with the company's registration number (ROC). Check both.",
                    "LHDN tidak mengenal NPWP ini dengan nomor registrasi perusahaan (ROC). Periksa keduanya.",
                    "LHDN tidak mengenali TIN ini dengan nombor pendaftaran syarikat (ROC). Semak kedua-duanya."
                ],
                CompanyTinUnknownToLhdn => [
                    "LHDN does not know the company's TIN with its registration number. Correct them in Setup → Company, then connect again.",
                    "LHDN tidak mengenal NPWP perusahaan dengan nomor registrasinya. Perbaiki di Pengaturan → Perusahaan, lalu hubungkan lagi.",
                    "LHDN tidak mengenali TIN syarikat dengan nombor pendaftarannya. Betulkan di Tetapan → Syarikat, kemudian sambung semula."
                ],
                EinvoiceCancelled => [
                    "E-invoice cancelled.",
                    "E-faktur dibatalkan.",
                    "E-invois dibatalkan."
                ],
            ]
            $($topics)*
        }
    };
}
