//! The texts the server writes into `meta.message` and e-mails, in the three languages of the
//! product: en, id (Bahasa Indonesia) and my (Bahasa Melayu).

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Id,
    My,
}

impl Lang {
    pub fn parse(s: &str) -> Option<Lang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "id" => Some(Lang::Id),
            "my" | "ms" => Some(Lang::My),
            _ => None,
        }
    }

    /// The first language of an `Accept-Language` header we speak.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        header
            .split(',')
            .filter_map(|part| part.split(';').next())
            .filter_map(|tag| Lang::parse(tag.split('-').next().unwrap_or("")))
            .next()
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Id => "id",
            Lang::My => "my",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

tokio::task_local! {
    /// The language of the request being served (set by the request middleware).
    pub static REQUEST_LANG: Lang;
}

pub fn current() -> Lang {
    REQUEST_LANG.try_with(|l| *l).unwrap_or_default()
}

/// A text in the request's language.
pub fn t(key: Msg) -> &'static str {
    text(current(), key)
}

macro_rules! messages {
    ($($key:ident => [$en:expr, $id:expr, $my:expr]),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Msg { $($key),* }

        pub fn text(lang: Lang, key: Msg) -> &'static str {
            match (key, lang) {
                $((Msg::$key, Lang::En) => $en, (Msg::$key, Lang::Id) => $id, (Msg::$key, Lang::My) => $my,)*
            }
        }
    };
}

messages! {
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
    InvalidCredentials => [
        "The e-mail or password is incorrect.",
        "E-mail atau kata sandi salah.",
        "E-mel atau kata laluan tidak betul."
    ],
    AccountSuspended => [
        "This account is suspended. Please contact HQ.",
        "Akun ini ditangguhkan. Silakan hubungi HQ.",
        "Akaun ini digantung. Sila hubungi HQ."
    ],
    AccountUnverified => [
        "Please verify your e-mail address. We have sent you a 6-digit code.",
        "Silakan verifikasi alamat e-mail Anda. Kami telah mengirim kode 6 digit.",
        "Sila sahkan alamat e-mel anda. Kami telah menghantar kod 6 digit."
    ],
    SubscriptionLockedHq => [
        "Your account is locked because the subscription is overdue. Please renew it to continue.",
        "Akun Anda terkunci karena langganan sudah jatuh tempo. Silakan perpanjang untuk melanjutkan.",
        "Akaun anda dikunci kerana langganan tertunggak. Sila perbaharui untuk meneruskan."
    ],
    SubscriptionLockedAgent => [
        "This account is temporarily unavailable. Please contact HQ.",
        "Akun ini sementara tidak tersedia. Silakan hubungi HQ.",
        "Akaun ini tidak tersedia buat sementara. Sila hubungi HQ."
    ],
    CompanySuspended => [
        "This company's account is suspended.",
        "Akun perusahaan ini ditangguhkan.",
        "Akaun syarikat ini digantung."
    ],
    SignedOut => ["Signed out.", "Berhasil keluar.", "Telah log keluar."],
    CodeInvalid => ["The code is incorrect.", "Kode salah.", "Kod tidak betul."],
    CodeExpired => [
        "The code has expired. Please ask for a new one.",
        "Kode sudah kedaluwarsa. Silakan minta kode baru.",
        "Kod telah tamat tempoh. Sila minta kod baharu."
    ],
    CodeTooManyAttempts => [
        "Too many wrong attempts. Please ask for a new code.",
        "Terlalu banyak percobaan yang salah. Silakan minta kode baru.",
        "Terlalu banyak cubaan salah. Sila minta kod baharu."
    ],
    CodeShape => ["The code is 6 digits.", "Kode terdiri dari 6 digit.", "Kod ialah 6 digit."],
    Verified => [
        "Your account is verified.",
        "Akun Anda telah terverifikasi.",
        "Akaun anda telah disahkan."
    ],
    CodeSent => [
        "If the account exists, a new code has been sent.",
        "Jika akun ada, kode baru telah dikirim.",
        "Jika akaun wujud, kod baharu telah dihantar."
    ],
    ResetSent => [
        "If the account exists, we have e-mailed a link to reset the password.",
        "Jika akun ada, kami telah mengirim tautan untuk mengatur ulang kata sandi.",
        "Jika akaun wujud, kami telah menghantar pautan untuk menetapkan semula kata laluan."
    ],
    TokenInvalid => [
        "This link is invalid or has expired. Please ask for a new one.",
        "Tautan ini tidak valid atau sudah kedaluwarsa. Silakan minta yang baru.",
        "Pautan ini tidak sah atau telah tamat tempoh. Sila minta yang baharu."
    ],
    PasswordSet => [
        "Your password is set. You can sign in now.",
        "Kata sandi Anda sudah diatur. Anda bisa masuk sekarang.",
        "Kata laluan anda telah ditetapkan. Anda boleh log masuk sekarang."
    ],
    PasswordChanged => ["Password changed.", "Kata sandi diubah.", "Kata laluan ditukar."],
    OldPasswordWrong => [
        "The current password is incorrect.",
        "Kata sandi saat ini salah.",
        "Kata laluan semasa tidak betul."
    ],
    PasswordTooShort => ["at least 8 characters", "minimal 8 karakter", "sekurang-kurangnya 8 aksara"],
    PasswordNeedsUpper => ["an uppercase letter", "huruf besar", "huruf besar"],
    PasswordNeedsLower => ["a lowercase letter", "huruf kecil", "huruf kecil"],
    PasswordNeedsDigit => ["a number", "angka", "nombor"],
    PasswordNeedsSpecial => ["a special character", "karakter khusus", "aksara khas"],
    PasswordNeeds => ["The password needs", "Kata sandi memerlukan", "Kata laluan memerlukan"],
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
    // ---- The agent network ----
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
    // ---- Catalogue, inventory, couriers ----
    Deleted => ["Deleted.", "Dihapus.", "Dipadam."],
    SkuTaken => ["This SKU is already used.", "SKU ini sudah dipakai.", "SKU ini sudah digunakan."],
    QuantityRangeClash => [
        "cannot add duplicate range or minRange equal to previous maxRange",
        "tidak dapat menambah rentang duplikat atau minRange sama dengan maxRange sebelumnya",
        "tidak boleh menambah julat berulang atau minRange sama dengan maxRange sebelumnya"
    ],
    InvalidRange => [
        "A range starts at 1 or more and ends at or after its start.",
        "Rentang dimulai dari 1 atau lebih dan berakhir pada atau setelah awalnya.",
        "Julat bermula daripada 1 atau lebih dan berakhir pada atau selepas permulaannya."
    ],
    TooManyOptions => ["At most 3 options.", "Paling banyak 3 opsi.", "Paling banyak 3 pilihan."],
    OptionValuesNeeded => [
        "Give each option a name and 1 to 20 different values.",
        "Beri setiap opsi nama dan 1 sampai 20 nilai berbeda.",
        "Beri setiap pilihan nama dan 1 hingga 20 nilai berbeza."
    ],
    VariantHasStock => [
        "The variant {label} still holds stock. Stock it out before removing it.",
        "Varian {label} masih memiliki stok. Keluarkan stoknya sebelum menghapusnya.",
        "Varian {label} masih mempunyai stok. Keluarkan stoknya sebelum membuangnya."
    ],
    PublishDateRequired => ["Choose the publish date.", "Pilih tanggal terbit.", "Pilih tarikh terbit."],
    PublishDateInPast => [
        "The publish date must be in the future.",
        "Tanggal terbit harus di masa depan.",
        "Tarikh terbit mestilah pada masa hadapan."
    ],
    PreorderLimitWithoutPreorder => [
        "A unit limit applies only to a preorder.",
        "Batas unit hanya berlaku untuk pra-pesan.",
        "Had unit hanya untuk prapesanan."
    ],
    TooManyImages => ["At most 3 extra images.", "Paling banyak 3 gambar tambahan.", "Paling banyak 3 imej tambahan."],
    UnknownCategory => ["Choose a category from the list.", "Pilih kategori dari daftar.", "Pilih kategori daripada senarai."],
    CategoryHasProducts => [
        "Move this category's products to another category first.",
        "Pindahkan produk kategori ini ke kategori lain terlebih dahulu.",
        "Pindahkan produk kategori ini ke kategori lain dahulu."
    ],
    ProductsMoved => ["Products moved.", "Produk dipindahkan.", "Produk dipindahkan."],
    CodeTaken => ["Another item has this code.", "Item lain memakai kode ini.", "Item lain menggunakan kod ini."],
    ItemsRequired => ["Add at least one product.", "Tambahkan setidaknya satu produk.", "Tambah sekurang-kurangnya satu produk."],
    UnknownProduct => ["Choose a product from the list.", "Pilih produk dari daftar.", "Pilih produk daripada senarai."],
    VariantRequired => ["Choose the variant.", "Pilih varian.", "Pilih varian."],
    SameVariantTwice => [
        "The same variant may not be chosen twice.",
        "Varian yang sama tidak boleh dipilih dua kali.",
        "Varian yang sama tidak boleh dipilih dua kali."
    ],
    ProductTwice => [
        "A product may not be picked twice.",
        "Produk tidak boleh dipilih dua kali.",
        "Produk tidak boleh dipilih dua kali."
    ],
    ComboTotal => [
        "Total quantity must be exactly {qty} units.",
        "Jumlah kuantitas harus tepat {qty} unit.",
        "Jumlah kuantiti mestilah tepat {qty} unit."
    ],
    OutOfStock => ["{name} is out of stock.", "{name} habis.", "{name} kehabisan stok."],
    StockForOrder => ["Order {number}", "Pesanan {number}", "Pesanan {number}"],
    StockBackFromOrder => [
        "Back from order {number}",
        "Kembali dari pesanan {number}",
        "Dipulangkan daripada pesanan {number}"
    ],
    HistoryOfOrder => [
        "This movement belongs to an order: cancel or refund the order to put the units back.",
        "Pergerakan ini milik sebuah pesanan: batalkan atau kembalikan dana pesanan itu untuk mengembalikan unitnya.",
        "Pergerakan ini milik sebuah pesanan: batalkan atau pulangkan bayaran pesanan itu untuk memulangkan unitnya."
    ],
    OverStock => ["Only {n} of {name} left.", "Hanya tersisa {n} {name}.", "Hanya tinggal {n} {name}."],
    NotInCombo => ["{name} is not part of this combo.", "{name} bukan bagian dari kombo ini.", "{name} bukan sebahagian daripada kombo ini."],
    ComboUnavailable => [
        "This combo is not available.",
        "Kombo ini tidak tersedia.",
        "Kombo ini tidak tersedia."
    ],
    SelectStockInOrOut => [
        "Please select Stock In or Stock Out",
        "Silakan pilih Stok Masuk atau Stok Keluar",
        "Sila pilih Stok Masuk atau Stok Keluar"
    ],
    AmountPositive => [
        "Amount must be greater than zero.",
        "Jumlah harus lebih dari nol.",
        "Jumlah mestilah lebih daripada sifar."
    ],
    OnlyInStock => ["Only {n} in stock.", "Hanya {n} di stok.", "Hanya {n} dalam stok."],
    StockUpdated => ["Stock updated.", "Stok diperbarui.", "Stok dikemas kini."],
    HistoryRemoved => [
        "Entry removed; stock restored.",
        "Entri dihapus; stok dipulihkan.",
        "Entri dibuang; stok dipulihkan."
    ],
    StockWouldGoNegative => [
        "The units of this entry have already left the stock.",
        "Unit dari entri ini sudah keluar dari stok.",
        "Unit entri ini telah keluar daripada stok."
    ],
    UnknownBranch => ["Choose a branch from the list.", "Pilih cabang dari daftar.", "Pilih cawangan daripada senarai."],
    ContactHq => [
        "No shipping rate covers this order. Please contact HQ.",
        "Tidak ada tarif pengiriman untuk pesanan ini. Silakan hubungi HQ.",
        "Tiada kadar penghantaran untuk pesanan ini. Sila hubungi HQ."
    ],
    RegionsRequired => ["Add at least one region.", "Tambahkan setidaknya satu wilayah.", "Tambah sekurang-kurangnya satu wilayah."],
    StatesRequired => ["Choose at least one state.", "Pilih setidaknya satu provinsi.", "Pilih sekurang-kurangnya satu negeri."],
    RatesRequired => ["Add at least one rate.", "Tambahkan setidaknya satu tarif.", "Tambah sekurang-kurangnya satu kadar."],
    DuplicateBound => [
        "Each \"up to\" must be different and above zero.",
        "Setiap \"hingga\" harus berbeda dan di atas nol.",
        "Setiap \"sehingga\" mestilah berbeza dan melebihi sifar."
    ],
    CourierTaken => [
        "A courier with this name and service exists.",
        "Kurir dengan nama dan layanan ini sudah ada.",
        "Kurier dengan nama dan perkhidmatan ini sudah wujud."
    ],
    ProductUnavailable => [
        "This item is no longer available. Remove it before checkout.",
        "Barang ini tidak tersedia lagi. Hapus sebelum checkout.",
        "Item ini tidak lagi tersedia. Buang sebelum checkout."
    ],
    FirstOrderOnlyItem => [
        "This item is for a first order only. Remove it before checkout.",
        "Barang ini hanya untuk pesanan pertama. Hapus sebelum checkout.",
        "Item ini untuk pesanan pertama sahaja. Buang sebelum checkout."
    ],
    CartEmpty => ["Your cart is empty.", "Keranjang Anda kosong.", "Troli anda kosong."],
    MoqUnits => [
        "Minimum order is {n} units.",
        "Pesanan minimum {n} unit.",
        "Pesanan minimum ialah {n} unit."
    ],
    MoqAmount => [
        "Minimum order is {amount}.",
        "Pesanan minimum {amount}.",
        "Pesanan minimum ialah {amount}."
    ],
    PendingOrder => [
        "Complete or delete your pending order {number} before placing a new one.",
        "Selesaikan atau hapus pesanan tertunda {number} sebelum membuat pesanan baru.",
        "Selesaikan atau padam pesanan tertangguh {number} sebelum membuat pesanan baharu."
    ],
    CartNotReady => [
        "Fix the items marked in your cart before checkout.",
        "Perbaiki barang yang ditandai di keranjang sebelum checkout.",
        "Betulkan item yang ditanda dalam troli sebelum checkout."
    ],
    TotalChanged => [
        "The total has changed. Please check it and confirm again.",
        "Total telah berubah. Periksa dan konfirmasi lagi.",
        "Jumlah telah berubah. Sila semak dan sahkan semula."
    ],
    VoucherNotStarted => ["This voucher is not valid yet.", "Voucher ini belum berlaku.", "Baucar ini belum sah."],
    VoucherExpired => ["This voucher has expired.", "Voucher ini sudah kedaluwarsa.", "Baucar ini telah tamat tempoh."],
    VoucherSuspended => ["This voucher is not available.", "Voucher ini tidak tersedia.", "Baucar ini tidak tersedia."],
    VoucherFullyUsed => ["This voucher is fully used.", "Kuota voucher ini sudah habis.", "Kuota baucar ini telah habis."],
    VoucherAgentLimit => [
        "You have used this voucher the most times allowed.",
        "Anda sudah memakai voucher ini sebanyak batas maksimum.",
        "Anda telah menggunakan baucar ini sebanyak had maksimum."
    ],
    VoucherFirstOrder => [
        "This voucher is for first orders only.",
        "Voucher ini hanya untuk pesanan pertama.",
        "Baucar ini untuk pesanan pertama sahaja."
    ],
    VoucherNeedsPackage => [
        "This voucher needs a package in the order.",
        "Voucher ini memerlukan paket dalam pesanan.",
        "Baucar ini memerlukan pakej dalam pesanan."
    ],
    VoucherMinPurchase => [
        "Spend at least {amount} to use this voucher.",
        "Belanja minimal {amount} untuk memakai voucher ini.",
        "Belanja sekurang-kurangnya {amount} untuk menggunakan baucar ini."
    ],
    AddressRequired => ["Choose a delivery address.", "Pilih alamat pengiriman.", "Pilih alamat penghantaran."],
    PickupUnavailable => ["Self pickup is not offered.", "Ambil sendiri tidak tersedia.", "Ambil sendiri tidak ditawarkan."],
    CourierRequired => ["Choose a courier.", "Pilih kurir.", "Pilih kurier."],
    PaymentUnavailable => [
        "This payment method is not available.",
        "Metode pembayaran ini tidak tersedia.",
        "Kaedah pembayaran ini tidak tersedia."
    ],
    InvalidPostcode => ["Enter a valid postcode.", "Masukkan kode pos yang benar.", "Masukkan poskod yang sah."],
    OrderFromUnavailable => [
        "You cannot order from there.",
        "Anda tidak dapat memesan dari sana.",
        "Anda tidak boleh memesan dari situ."
    ],
    HqOnlyItem => [
        "Packages and combos are ordered from HQ.",
        "Paket dan kombo dipesan dari HQ.",
        "Pakej dan kombo dipesan daripada HQ."
    ],
    UplinePickupOnly => [
        "Orders from your upline are collected from them.",
        "Pesanan dari upline diambil langsung dari upline.",
        "Pesanan daripada upline diambil terus daripada mereka."
    ],
    SelectOrders => ["Select at least one order.", "Pilih setidaknya satu pesanan.", "Pilih sekurang-kurangnya satu pesanan."],
    Approved => ["Approved.", "Disetujui.", "Diluluskan."],
    CannotApprove => [
        "Already approved or cancelled orders cannot be approved.",
        "Pesanan yang sudah disetujui atau dibatalkan tidak dapat disetujui.",
        "Pesanan yang telah diluluskan atau dibatalkan tidak boleh diluluskan."
    ],
    CannotCancel => [
        "This order can no longer be cancelled.",
        "Pesanan ini tidak dapat dibatalkan lagi.",
        "Pesanan ini tidak boleh dibatalkan lagi."
    ],
    CannotRefund => [
        "Only a paid order can be refunded.",
        "Hanya pesanan yang sudah dibayar yang dapat dikembalikan dananya.",
        "Hanya pesanan yang telah dibayar boleh dipulangkan wang."
    ],
    NotReadyToShip => ["This order is not ready to ship.", "Pesanan ini belum siap dikirim.", "Pesanan ini belum sedia dihantar."],
    CannotComplete => [
        "This order is not out for delivery.",
        "Pesanan ini tidak sedang dikirim.",
        "Pesanan ini tidak dalam penghantaran."
    ],
    OrderNotFound => ["Order not found.", "Pesanan tidak ditemukan.", "Pesanan tidak dijumpai."],
    TrackingRequired => ["Tracking number is required.", "Nomor resi wajib diisi.", "Nombor penjejakan diperlukan."],
    TrackingTooLong => ["Tracking number is too long.", "Nomor resi terlalu panjang.", "Nombor penjejakan terlalu panjang."],
    DuplicateOrderRow => [
        "This order appears twice in the file.",
        "Pesanan ini muncul dua kali dalam file.",
        "Pesanan ini muncul dua kali dalam fail."
    ],
    TrackingFileInvalid => [
        "Upload a CSV file with order and tracking columns.",
        "Unggah file CSV dengan kolom order dan tracking.",
        "Muat naik fail CSV dengan lajur order dan tracking."
    ],
    ReceiptUploaded => [
        "Receipt received. It will be checked soon.",
        "Bukti pembayaran diterima. Akan segera diperiksa.",
        "Resit diterima. Ia akan disemak tidak lama lagi."
    ],
    ReceiptNotAllowed => [
        "A receipt can only be uploaded for an unpaid bank-transfer order.",
        "Bukti hanya dapat diunggah untuk pesanan transfer bank yang belum dibayar.",
        "Resit hanya boleh dimuat naik untuk pesanan pindahan bank yang belum dibayar."
    ],
    OrderPlaced => ["Order placed.", "Pesanan dibuat.", "Pesanan dibuat."],
    OrderCancelled => ["Order cancelled.", "Pesanan dibatalkan.", "Pesanan dibatalkan."],
    OrderRefunded => ["Order refunded.", "Dana pesanan dikembalikan.", "Wang pesanan dipulangkan."],
    OrderShipped => [
        "Tracking saved; the order is on its way.",
        "Nomor resi disimpan; pesanan sedang dikirim.",
        "Nombor penjejakan disimpan; pesanan dalam perjalanan."
    ],
    OrderCompleted => ["Order completed.", "Pesanan selesai.", "Pesanan selesai."],
    BadSignature => [
        "The payment notice could not be verified.",
        "Pemberitahuan pembayaran tidak dapat diverifikasi.",
        "Notis pembayaran tidak dapat disahkan."
    ],
    PaymentGatewayError => [
        "The payment gateway could not be reached. Please try again.",
        "Gerbang pembayaran tidak dapat dihubungi. Silakan coba lagi.",
        "Gerbang pembayaran tidak dapat dihubungi. Sila cuba lagi."
    ],
    NotFirstOrder => [
        "Items for a first order cannot be added now.",
        "Barang untuk pesanan pertama tidak dapat ditambahkan sekarang.",
        "Item untuk pesanan pertama tidak boleh ditambah sekarang."
    ],
    EmailSubjectCode => ["Your verification code", "Kode verifikasi Anda", "Kod pengesahan anda"],
    EmailBodyCode => [
        "Your verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.",
        "Kode verifikasi Anda adalah {code}. Berlaku selama 10 menit. Jika Anda tidak memintanya, abaikan e-mail ini.",
        "Kod pengesahan anda ialah {code}. Ia tamat dalam 10 minit. Jika anda tidak memintanya, abaikan e-mel ini."
    ],
    EmailSubjectReset => ["Reset your password", "Atur ulang kata sandi Anda", "Tetapkan semula kata laluan anda"],
    EmailBodyReset => [
        "Open this link to choose a new password (valid for 1 hour, once): {link}\nIf you did not ask for it, ignore this e-mail.",
        "Buka tautan ini untuk memilih kata sandi baru (berlaku 1 jam, sekali pakai): {link}\nJika Anda tidak memintanya, abaikan e-mail ini.",
        "Buka pautan ini untuk memilih kata laluan baharu (sah 1 jam, sekali guna): {link}\nJika anda tidak memintanya, abaikan e-mel ini."
    ],
    EmailSubjectInvite => ["You are invited to {company}", "Anda diundang ke {company}", "Anda dijemput ke {company}"],
    EmailBodyInvite => [
        "You have been given an account at {company}. Open this link to choose your password (valid for 7 days): {link}",
        "Anda telah diberi akun di {company}. Buka tautan ini untuk memilih kata sandi (berlaku 7 hari): {link}",
        "Anda telah diberi akaun di {company}. Buka pautan ini untuk memilih kata laluan anda (sah 7 hari): {link}"
    ],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_first_we_speak() {
        assert_eq!(
            Lang::from_accept_language("fr-FR, ms-MY;q=0.8, en;q=0.5"),
            Some(Lang::My)
        );
        assert_eq!(Lang::from_accept_language("id-ID"), Some(Lang::Id));
        assert_eq!(Lang::from_accept_language("fr"), None);
    }

    #[test]
    fn every_message_differs_by_language_where_translated() {
        assert_eq!(
            text(Lang::My, Msg::InvalidCredentials),
            "E-mel atau kata laluan tidak betul."
        );
        assert_eq!(
            text(Lang::Id, Msg::InvalidCredentials),
            "E-mail atau kata sandi salah."
        );
    }
}
