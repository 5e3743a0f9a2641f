/** Names, streets and doctors for demo customers and patients (Sri Lankan, like the demo cities). */
export const FIRST_NAMES = [
  'Kasun', 'Nimal', 'Amal', 'Sunil', 'Ruwan', 'Chaminda', 'Tharindu', 'Dinesh', 'Lahiru', 'Pradeep', 'Sampath', 'Chathura',
  'Isuru', 'Gayan', 'Kamal', 'Mahesh', 'Nuwan', 'Roshan', 'Sajith', 'Thilina', 'Asanka', 'Buddhika', 'Dilshan', 'Hasitha',
  'Janaka', 'Kavinda', 'Malith', 'Nalin', 'Pasindu', 'Ravindu', 'Shehan', 'Upul', 'Mohamed', 'Fazil', 'Rizwan', 'Arjun',
  'Karthik', 'Suresh', 'Dilani', 'Nadeesha', 'Chamari', 'Sanduni', 'Ishara', 'Kumudini', 'Malsha', 'Nirmala', 'Piumi',
  'Rashmi', 'Sachini', 'Tharushi', 'Anusha', 'Buddhini', 'Dulani', 'Gayani', 'Hiruni', 'Inoka', 'Kaushalya', 'Lakmini',
  'Madhavi', 'Nethmi', 'Oshadi', 'Priyanka', 'Shalini', 'Thilini', 'Udeshika', 'Vihanga', 'Yasodha', 'Fathima', 'Ayesha',
  'Shanthi', 'Meena', 'Kavitha',
];
export const LAST_NAMES = [
  'Perera', 'Fernando', 'Silva', 'de Silva', 'Jayasinghe', 'Bandara', 'Herath', 'Wickramasinghe', 'Gunawardena', 'Rathnayake',
  'Dissanayake', 'Karunaratne', 'Kumara', 'Abeysekera', 'Senanayake', 'Jayawardena', 'Wijesinghe', 'Ranasinghe', 'Liyanage',
  'Mendis', 'Peiris', 'Weerasinghe', 'Samarasinghe', 'Ekanayake', 'Gamage', 'Hettiarachchi', 'Kodikara', 'Munasinghe',
  'Nanayakkara', 'Pathirana', 'Rajapaksha', 'Seneviratne', 'Tennakoon', 'Wijeratne', 'Amarasinghe', 'Cooray', 'Dias',
  'Gunasekara', 'Jayakody', 'Madushanka', 'Ratnayake', 'Rodrigo', 'Marikkar', 'Hameed', 'Rahman', 'Nadarajah', 'Sivakumar',
  'Thambiah', 'Selvaraj',
];
export const STREETS = [
  'Galle Road', 'Duplication Road', 'Havelock Road', 'Baseline Road', 'High Level Road', 'Kandy Road', 'Negombo Road',
  'Temple Road', 'Station Road', 'Lake Drive', 'Flower Road', 'Ward Place', 'Horton Place', 'Park Road', 'Hill Street',
  'Main Street', 'Church Street', 'School Lane', 'Peradeniya Road', 'Matara Road', 'Colombo Road', 'Old Road', 'New Road',
  'Sea Street', 'Dharmapala Mawatha', 'Stanley Tilakaratne Mawatha', 'Nawala Road', 'Pagoda Road', 'Vihara Mawatha', 'Pepiliyana Road',
];
export const DOCTORS = [
  'Dr. A. Wijesuriya', 'Dr. S. Fonseka', 'Dr. R. Jayawardena', 'Dr. M. Rahman', 'Dr. K. Sivapalan', 'Dr. N. Perera',
  'Dr. D. Gunaratne', 'Dr. P. Amarasekara', 'Dr. L. Mendis', 'Dr. T. Kumarasinghe', 'Dr. H. Ekanayake', 'Dr. C. de Alwis',
  'Dr. V. Rajendran', 'Dr. S. Ranaweera', 'Dr. J. Wickremasinghe', 'Dr. F. Cassim',
];
export const CUSTOMER_MESSAGES = [
  'Hi, I have uploaded my prescription. Please send the quotation.',
  'Can you deliver this today evening?',
  'Is there a cheaper brand for the metformin?',
  'Please add a bottle of paracetamol syrup as well.',
  'I need only half of the antibiotics course this time.',
  'Can I pay by card on delivery?',
  'Please remove the vitamin tablets from the quotation.',
  'When will the rider arrive?',
  'Thank you, received the medicines.',
  'My insurance covers this, can we do cashless?',
  'Is the insulin kept cold during delivery?',
  'Please call me before coming, the gate is locked.',
];
export const AGENT_REPLIES = [
  'Thank you, we are preparing your quotation now.',
  'Your quotation is ready, please review and confirm.',
  'We have updated the quotation as requested.',
  'Yes, card payment on delivery is available.',
  'Your order is being prepared at the pharmacy.',
  'The rider is on the way, expected within the hour.',
  'Cold-chain items are packed with ice packs.',
  'We have a generic alternative at a lower price, added to the quotation.',
  'Noted, the rider will call before arriving.',
];
export const CANCEL_REASONS = [
  'Customer requested cancellation', 'Found the medicines elsewhere', 'Duplicate order', 'Prescription not valid',
  'Customer not reachable', 'Item out of stock',
];
