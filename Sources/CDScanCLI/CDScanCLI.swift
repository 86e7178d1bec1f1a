import Barcode
