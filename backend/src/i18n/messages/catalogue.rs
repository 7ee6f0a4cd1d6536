//! The catalogue, inventory and couriers: products, options and images, categories, packages and
//! combos, stock in and out, shipping regions and rates.

/// Adds these messages to those gathered so far and hands them on (`gather!` in messages/mod.rs).
macro_rules! catalogue {
    ([$($gathered:tt)*] $($topics:ident)*) => {
        gather! {
            [
                $($gathered)*
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
            ]
            $($topics)*
        }
    };
}
