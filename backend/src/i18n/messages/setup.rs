//! Company setup: features, regulatory data, branches, tiers and ranks, staff permissions, content
//! files and videos, vouchers.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! setup {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
                BookingTooLong => [
                    "Booking time can be at most 12 hours 59 minutes.",
                    "Waktu pemesanan paling lama 12 jam 59 menit.",
                    "Masa tempahan paling lama 12 jam 59 minit."
                ],
                InvalidColour => ["Use a colour like #0F766E.", "Gunakan warna seperti #0F766E.", "Gunakan warna seperti #0F766E."],
                InvalidTin => [
                    "Enter a valid tax identification number (e.g. C1234567890 or IG12345678901).",
                    "Masukkan nomor pokok wajib pajak yang valid.",
                    "Masukkan nombor pengenalan cukai yang sah (cth. C1234567890 atau IG12345678901)."
                ],
                UnknownMsic => ["Choose an MSIC code from the list.", "Pilih kode MSIC dari daftar.", "Pilih kod MSIC daripada senarai."],
                UnknownState => ["Choose a state from the list.", "Pilih provinsi dari daftar.", "Pilih negeri daripada senarai."],
                InvalidPrefix => ["Use 2 to 6 capital letters or digits.", "Gunakan 2 sampai 6 huruf kapital atau angka.", "Gunakan 2 hingga 6 huruf besar atau digit."],
                MainBranch => ["The main branch cannot be removed.", "Cabang utama tidak dapat dihapus.", "Cawangan utama tidak boleh dibuang."],
                TierHasAgents => [
                    "This tier still has agents. Move them to another tier first.",
                    "Tingkat ini masih memiliki agen. Pindahkan mereka ke tingkat lain dahulu.",
                    "Peringkat ini masih mempunyai ejen. Pindahkan mereka ke peringkat lain dahulu."
                ],
                RankNumberTaken => ["Another tier has this rank number.", "Tingkat lain memakai nomor peringkat ini.", "Peringkat lain menggunakan nombor kedudukan ini."],
                NameTaken => ["This name is already used.", "Nama ini sudah dipakai.", "Nama ini sudah digunakan."],
                UnknownTier => ["Choose a tier from the list.", "Pilih tingkat dari daftar.", "Pilih peringkat daripada senarai."],
                UnknownPermission => ["Unknown permission.", "Izin tidak dikenal.", "Kebenaran tidak diketahui."],
                InvalidChoice => ["Choose one of the options.", "Pilih salah satu opsi.", "Pilih salah satu pilihan."],
                TooManyBenefits => ["At most 8 benefits.", "Paling banyak 8 manfaat.", "Paling banyak 8 faedah."],
                PermissionCreateProduct => ["Create product", "Membuat produk", "Cipta produk"],
                PermissionManageInventory => ["Manage inventory", "Mengelola inventaris", "Urus inventori"],
                PermissionCreateCourier => ["Create courier", "Membuat kurir", "Cipta kurier"],
                PermissionPromoteDemoteSuspend => ["Promote, demote or suspend", "Promosi, demosi atau tangguhkan", "Naik, turun pangkat atau gantung"],
                PermissionManageOrders => ["Manage orders", "Mengelola pesanan", "Urus pesanan"],
                PermissionPostContent => ["Post content", "Memposting konten", "Siarkan kandungan"],
                PermissionApproveManualPayment => ["Approve manual payment", "Menyetujui pembayaran manual", "Luluskan bayaran manual"],
                PermissionSetupHallOfFame => ["Set up hall of fame", "Mengatur hall of fame", "Sediakan dewan kemasyhuran"],
                PermissionAddUser => ["Add user", "Menambah pengguna", "Tambah pengguna"],
                UnsupportedFile => ["Only JPG, PNG or PDF files are accepted.", "Hanya berkas JPG, PNG atau PDF yang diterima.", "Hanya fail JPG, PNG atau PDF diterima."],
                InvalidVideo => ["Enter a YouTube link or video id.", "Masukkan tautan YouTube atau id video.", "Masukkan pautan YouTube atau id video."],
                InvalidVoucherCode => ["Use 3 to 30 letters, digits, hyphens or underscores.", "Gunakan 3 sampai 30 huruf, angka, tanda hubung atau garis bawah.", "Gunakan 3 hingga 30 huruf, digit, sempang atau garis bawah."],
                VoucherCodeTaken => ["Another voucher has this code.", "Voucher lain memakai kode ini.", "Baucar lain menggunakan kod ini."],
                QuotaBelowUse => ["The quota cannot be below what was already used.", "Kuota tidak boleh di bawah jumlah yang sudah dipakai.", "Kuota tidak boleh kurang daripada yang telah digunakan."],
                StopBeforeStart => ["The stop date is before the start date.", "Tanggal berakhir sebelum tanggal mulai.", "Tarikh tamat sebelum tarikh mula."],
                VoucherNotFound => ["Voucher not found", "Voucher tidak ditemukan", "Baucar tidak dijumpai"],
                VoucherUsed => [
                    "This voucher has been used; suspend it instead.",
                    "Voucher ini sudah dipakai; tangguhkan saja.",
                    "Baucar ini telah digunakan; gantungkan sahaja."
                ],
            ]
            $($topics)*
        }
    };
}
