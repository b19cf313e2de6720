/** Dental questionnaire answers as the portal sends them (spec 02 §3 "Dental medical selection"); 0 missing teeth is approved, 5 denied. */
export const dentalAnswers = (numberOfMissingTeeth: number, acceptanceDate: string) => ({
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  hasCongenitalDentalDefect: false,
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth,
  expectsToHaveOneOfFollowingTreatments: [],
  doesNotExpectTreatment: true,
  congenitalDentalDefectMessage: '',
  acceptedTermsAndConditions: true,
  acceptanceDate,
});
