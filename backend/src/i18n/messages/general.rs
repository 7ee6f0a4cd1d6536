//! The answers any call may give: success, the generic errors, access, unknown companies, limits,
//! files and conflicts.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! general {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                Ok => ["OK", "OK", "OK"],
                Saved => ["Saved.", "Tersimpan.", "Disimpan."],
                GenericError => [
                    "We're sorry, but an error has occurred. Please try again or contact HQ if the issue persists.",
                    "Maaf, terjadi kesalahan. Silakan coba lagi atau hubungi HQ jika masalah berlanjut.",
                    "Maaf, ralat telah berlaku. Sila cuba lagi atau hubungi HQ jika masalah berterusan."
                ],
                InvalidInput => ["Invalid input", "Input tidak valid", "Input tidak sah"],
                MethodNotAllowed => [
                    "This method is not allowed here.",
                    "Metode ini tidak diizinkan di sini.",
                    "Kaedah ini tidak dibenarkan di sini."
                ],
                UnstorableText => [
                    "Contains a character that cannot be saved (a NUL byte).",
                    "Berisi karakter yang tidak dapat disimpan (byte NUL).",
                    "Mengandungi aksara yang tidak boleh disimpan (bait NUL)."
                ],
                Unauthenticated => ["Unauthenticated", "Unauthenticated", "Unauthenticated"],
                NoAccess => [
                    "You do not have access to this.",
                    "Anda tidak memiliki akses ke sini.",
                    "Anda tiada akses kepada ini."
                ],
                NotFound => ["Data not found", "Data tidak ditemukan", "Data tidak dijumpai"],
                UnknownCompany => [
                    "No company is registered at this address.",
                    "Tidak ada perusahaan yang terdaftar di alamat ini.",
                    "Tiada syarikat berdaftar di alamat ini."
                ],
                TooManyRequests => [
                    "Opss, too many requests! Please try again in 5 minutes.",
                    "Opss, terlalu banyak permintaan! Silakan coba lagi dalam 5 menit.",
                    "Opss, terlalu banyak permintaan! Sila cuba lagi dalam 5 minit."
                ],
                PayloadTooLarge => ["The file is too large.", "Berkas terlalu besar.", "Fail terlalu besar."],
                UnsupportedImage => [
                    "Only JPEG or PNG images are accepted.",
                    "Hanya gambar JPEG atau PNG yang diterima.",
                    "Hanya imej JPEG atau PNG diterima."
                ],
                Conflict => ["This already exists.", "Data ini sudah ada.", "Data ini sudah wujud."],
            ]
            $($topics)*
        }
    };
}
