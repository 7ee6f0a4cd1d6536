//! Form fields: required, e-mail, language, dates, phone, links, bank, slugs and domains,
//! usernames and identity numbers, numbers and ranges.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! fields {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                Required => ["This field is required.", "Kolom ini wajib diisi.", "Medan ini wajib diisi."],
                InvalidEmail => ["Enter a valid e-mail address.", "Masukkan alamat e-mail yang valid.", "Masukkan alamat e-mel yang sah."],
                InvalidLanguage => ["Choose en, id or my.", "Pilih en, id atau my.", "Pilih en, id atau my."],
                InvalidDate => ["Enter a valid date (YYYY-MM-DD).", "Masukkan tanggal yang valid (YYYY-MM-DD).", "Masukkan tarikh yang sah (YYYY-MM-DD)."],
                InvalidGender => ["Choose male or female.", "Pilih laki-laki atau perempuan.", "Pilih lelaki atau perempuan."],
                InvalidPhone => ["Enter a valid phone number.", "Masukkan nomor telepon yang valid.", "Masukkan nombor telefon yang sah."],
                InvalidPhoneCode => ["Choose a country calling code.", "Pilih kode telepon negara.", "Pilih kod panggilan negara."],
                InvalidLink => [
                    "Enter a link to this network or a username.",
                    "Masukkan tautan ke jaringan ini atau nama pengguna.",
                    "Masukkan pautan ke rangkaian ini atau nama pengguna."
                ],
                InvalidBankAccount => ["Enter the account number in digits.", "Masukkan nomor rekening berupa angka.", "Masukkan nombor akaun dalam digit."],
                UnknownBank => ["Choose a bank from the list.", "Pilih bank dari daftar.", "Pilih bank daripada senarai."],
                TooLong => ["This is too long.", "Terlalu panjang.", "Terlalu panjang."],
                InvalidSlug => [
                    "Use 3 to 30 lowercase letters, digits or hyphens, not starting or ending with a hyphen.",
                    "Gunakan 3 sampai 30 huruf kecil, angka atau tanda hubung, tidak diawali atau diakhiri tanda hubung.",
                    "Gunakan 3 hingga 30 huruf kecil, digit atau sempang, tidak bermula atau berakhir dengan sempang."
                ],
                SlugTaken => ["This subdomain is taken.", "Subdomain ini sudah dipakai.", "Subdomain ini telah diambil."],
                SlugReserved => ["This subdomain is reserved.", "Subdomain ini dicadangkan.", "Subdomain ini dikhaskan."],
                InvalidCurrency => ["Choose MYR or IDR.", "Pilih MYR atau IDR.", "Pilih MYR atau IDR."],
                InvalidStatus => ["Unknown status.", "Status tidak dikenal.", "Status tidak diketahui."],
                DomainTaken => ["This domain is taken.", "Domain ini sudah dipakai.", "Domain ini telah diambil."],
                InvalidUsername => [
                    "Use 3 to 30 letters, digits, dots, underscores or hyphens.",
                    "Gunakan 3 sampai 30 huruf, angka, titik, garis bawah atau tanda hubung.",
                    "Gunakan 3 hingga 30 huruf, digit, titik, garis bawah atau sempang."
                ],
                InvalidIdentity => [
                    "Enter a valid MyKad number (12 digits).",
                    "Masukkan nomor MyKad yang valid (12 digit).",
                    "Masukkan nombor MyKad yang sah (12 digit)."
                ],
                InvalidRocNumber => [
                    "Enter the company's registration number (ROC/SSM), e.g. 201901000005 or 123456-A.",
                    "Masukkan nomor pendaftaran perusahaan (ROC/SSM), mis. 201901000005 atau 123456-A.",
                    "Masukkan nombor pendaftaran syarikat (ROC/SSM), cth. 201901000005 atau 123456-A."
                ],
                EmailTaken => ["This e-mail is already registered.", "E-mail ini sudah terdaftar.", "E-mel ini sudah didaftarkan."],
                UsernameTaken => ["This username is taken.", "Nama pengguna ini sudah dipakai.", "Nama pengguna ini telah diambil."],
                IdentityTaken => [
                    "This identity number is already registered.",
                    "Nomor identitas ini sudah terdaftar.",
                    "Nombor pengenalan ini sudah didaftarkan."
                ],
                TierNotRecruitable => [
                    "This leader cannot recruit into this tier.",
                    "Pemimpin ini tidak dapat merekrut ke tingkat ini.",
                    "Pemimpin ini tidak boleh merekrut ke peringkat ini."
                ],
                NotANumber => ["Enter a number.", "Masukkan angka.", "Masukkan nombor."],
                TooManyDecimals => ["Use at most 2 decimals.", "Gunakan paling banyak 2 desimal.", "Gunakan paling banyak 2 perpuluhan."],
                OutOfRange => ["This value is out of range.", "Nilai ini di luar rentang.", "Nilai ini di luar julat."],
            ]
            $($topics)*
        }
    };
}
